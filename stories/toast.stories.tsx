import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, toast, Toaster, useT } from 'otthon/components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { t } from './support/i18n.js';

const meta = {
  title: 'Shell/Toast',
  component: Toaster,
  // The Toaster itself is mounted once for every story by the preview decorator.
  render: () => <ToastButtons />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function ToastButtons() {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={() => toast({ title: t('cart.coupon.applied', { code: 'OTTHON10' }), variant: 'success' })}>
        success
      </Button>
      <Button variant="outline" onClick={() => toast({ title: t('announcements.cart.updateFailed'), variant: 'error' })}>
        error
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title: t('announcements.cart.removed', { title: 'Oslo kanapé' }),
            description: t('cart.reservation', { minutes: 10 }),
            action: { label: t('common.back'), altText: t('cart.continueShopping'), onClick: () => undefined },
          })
        }
      >
        info
      </Button>
    </div>
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'success' }));
    const region = await screen.findByRole('region', { name: t('toasts.label', { hotkey: 'F8' }) });
    await waitFor(() => expect(region).toHaveTextContent(t('cart.coupon.applied', { code: 'OTTHON10' })));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'error' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).toHaveTextContent('Your cart could not be updated. Please try again.'));
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'info' }));
    const close = await screen.findByRole('button', { name: t('toasts.close') });
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByText(t('announcements.cart.removed', { title: 'Oslo kanapé' }))).not.toBeInTheDocument());
  },
};

export const AllVariants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['info', 'success', 'error']) await userEvent.click(canvas.getByRole('button', { name }));
    await waitFor(() => expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(3));
    const variants = [...document.querySelectorAll('[data-slot="toast"]')].map((node) => node.getAttribute('data-variant'));
    await expect(variants.sort()).toEqual(['error', 'info', 'success']);
  },
};
