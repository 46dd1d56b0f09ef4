import type { Meta, StoryObj } from '@storybook/react-vite';
import { Announcer, announce, Button, useT } from 'otthon/components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from './support/i18n.js';

const meta = {
  title: 'Shell/Announcer',
  component: Announcer,
  // The preview decorator mounts one Announcer for every story; this one shows its regions.
  render: () => <Demo />,
} satisfies Meta<typeof Announcer>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="outline" onClick={() => announce(t('announcements.cart.added', { title: 'Oslo kanapé' }))}>
        {t('product.addToCart')}
      </Button>
      <Button variant="outline" onClick={() => announce(t('announcements.cart.updateFailed'), 'assertive')}>
        {t('errors.generic')}
      </Button>
      <p className="text-sm text-muted-foreground">Az üzenetek csak képernyőolvasóval hallhatók (élő régió).</p>
    </div>
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('product.addToCart') }));
    const polite = document.querySelector('[data-slot="announcer"] [data-politeness="polite"]')!;
    await waitFor(() => expect(polite).toHaveTextContent(t('announcements.cart.added', { title: 'Oslo kanapé' })));
    await expect(polite).toHaveAttribute('aria-live', 'polite');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Something went wrong. Please try again.' }));
    const assertive = document.querySelector('[data-slot="announcer"] [data-politeness="assertive"]')!;
    await waitFor(() => expect(assertive).toHaveTextContent('Your cart could not be updated. Please try again.'));
  },
};
