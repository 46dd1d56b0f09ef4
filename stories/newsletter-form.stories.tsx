import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsletterForm } from 'otthon/components';
import { longHungarian, mockError } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, politeRegion } from './support/scenarios.js';
import { t, txStart } from './support/i18n.js';

const meta = {
  title: 'Forms/NewsletterForm',
  component: NewsletterForm,
  args: { onSuccess: fn() },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function subscribe(canvasElement: HTMLElement, name: string, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.fullName') }), name);
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.email') }), email);
  await userEvent.click(canvas.getByRole('button', { name: t('newsletter.submit') }));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await subscribe(canvasElement, 'Kovács Anna', 'anna@example.hu');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ name: 'Kovács Anna', email: 'anna@example.hu' }));
    await waitFor(() => expect(politeRegion()).toHaveTextContent(t('newsletter.success')));
  },
};

export const Validation: Story = {
  name: 'Validation (full name and e-mail)',
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement, 'A', 'anna@');
    await expect(await within(canvasElement).findByText(t('forms.errors.name'))).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('forms.errors.email'))).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        forms: withOverrides(
          'forms',
          mockError('newsletter', 422, { message: 'Érvénytelen.', errors: { email: ['Erre a címre nem tudunk levelet küldeni.'] } }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement, 'Kovács Anna', 'anna@example.hu');
    await expect(await within(canvasElement).findByText('Erre a címre nem tudunk levelet küldeni.')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('textbox', { name: txStart('fields.email') })).toHaveValue('anna@example.hu');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { layout: 'inline' },
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement, 'Anna Kovács', 'anna@example.com');
    // The form's own status message (the page's live region says the same once announced).
    const form = within(canvasElement).getByRole('form', { name: t('newsletter.title') });
    await expect(await within(form).findByRole('status')).toHaveTextContent(t('newsletter.success'));
  },
};

export const LongHungarian: Story = {
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: txStart('fields.fullName') }), longHungarian.customerName);
    await expectNoOverflow(canvasElement.querySelector('[data-slot="newsletter-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10">
      <NewsletterForm layout="stacked" />
      <NewsletterForm layout="inline" />
      <NewsletterForm layout="inline" showIntro={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('form', { name: t('newsletter.title') })).toHaveLength(3);
  },
};
