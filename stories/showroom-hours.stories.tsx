import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowroomHours } from 'otthon/components';
import { fixtures, longHungarian, mockError, mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { t, txStart } from './support/i18n.js';

// Fixed moments, so "today" and "open now" do not change with the day the stories run.
const WEDNESDAY_MORNING = new Date('2025-11-19T10:30:00Z'); // 11:30 in Budapest
const SATURDAY_EVENING = new Date('2025-11-22T16:00:00Z'); // 17:00 in Budapest, closed until Monday

const meta = {
  title: 'Content/ShowroomHours',
  component: ShowroomHours,
  args: { now: WEDNESDAY_MORNING },
  argTypes: { now: { control: 'date' } },
} satisfies Meta<typeof ShowroomHours>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="showroom-status"]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: t('showroom.title') });
    await expect(canvasElement.querySelector('tr[aria-current="date"]')).toHaveTextContent(txStart('showroom.weekdays.3'));
    await expect(status(canvasElement)).toHaveTextContent(t('showroom.openNow', { closes: '18:00' }));
    await expect(canvas.getByRole('navigation', { name: t('showroom.routes') })).toBeInTheDocument();
  },
};

export const ClosedNow: Story = {
  args: { now: SATURDAY_EVENING },
  play: async ({ canvasElement }) => {
    // Closed on Saturday evening and Sunday: the next opening is Monday morning.
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(t('showroom.closedNow')));
    await expect(status(canvasElement)).toHaveTextContent(t('showroom.opensOn', { weekday: t('showroom.weekdays.1'), opens: '09:00' }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Opening hours' });
    await expect(canvasElement.querySelector('tr[aria-current="date"]')).toHaveTextContent(/^Wednesday/);
  },
};

export const Compact: Story = {
  args: { variant: 'compact', showAddress: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="showroom-ranges"] li')).toHaveLength(5));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { content: withOverrides('content', mockLoading('showroom')) } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="showroom-hours"]')).toHaveAttribute('data-state', 'loading');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { content: withOverrides('content', mockError('showroom', 500)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="showroom-hours"]')).toHaveAttribute('data-state', 'error'));
    await expect(canvas.getByText(t('showroom.error'))).toHaveAttribute('role', 'alert');
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
  },
};

export const Empty: Story = {
  args: { showroom: fixtures.showroom({ route_links: [] }), showAddress: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="showroom-routes"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(7);
  },
};

export const LongHungarian: Story = {
  render: (args) => (
    <div className="w-72">
      <ShowroomHours
        {...args}
        showroom={fixtures.showroom({
          name: longHungarian.brandName,
          address: { zipcode: '8230', city: longHungarian.city, street: longHungarian.address, country: 'Magyarország' },
          email: longHungarian.email,
        })}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="showroom-hours"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="grid gap-10 md:grid-cols-2">
      <ShowroomHours {...args} showroom={fixtures.showroom()} />
      <div className="grid gap-10">
        <ShowroomHours {...args} now={SATURDAY_EVENING} variant="compact" showroom={fixtures.showroom()} headingAs="h3" showRoutes={false} />
        <ShowroomHours
          {...args}
          now={new Date('2025-11-17T06:00:00Z')}
          variant="compact"
          showroom={fixtures.showroom()}
          headingAs="h3"
          showAddress={false}
          showRoutes={false}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="showroom-hours"]')].map((root) => root.getAttribute('data-state'));
    await expect(states).toEqual(['open', 'closed', 'closed']);
  },
};
