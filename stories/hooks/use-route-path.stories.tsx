import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPath } from 'otthon';
import { expect, within } from 'storybook/test';
import { storyLocale, t } from '../support/i18n.js';
import { RoutePathExample } from './use-route-path.example.js';

/** `useRoutePath()` with the package's route table, and with an app's own address for order pages. */
const meta = {
  title: 'Hooks/useRoutePath',
  component: RoutePathExample,
  tags: ['!autodocs'],
  args: { orderHash: 'a1b2c3' },
} satisfies Meta<typeof RoutePathExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppRoutes: Story = {
  name: 'The package’s addresses, or the app’s',
  play: async ({ canvasElement }) => {
    const locale = storyLocale();
    const linkIn = (testId: string, name: string) => within(within(canvasElement).getByTestId(testId)).getByRole('link', { name });
    await expect(linkIn('package-routes', t('routes.cart.title'))).toHaveAttribute('href', buildPath('cart', locale));
    await expect(linkIn('package-routes', t('checkout.result.viewOrder'))).toHaveAttribute(
      'href',
      buildPath('orders-order_hash', locale, { order_hash: 'a1b2c3' }),
    );
    // The app's provider places the order page itself and leaves the cart to the package.
    await expect(linkIn('app-routes', t('checkout.result.viewOrder'))).toHaveAttribute('href', `/${locale}/my-orders/a1b2c3`);
    await expect(linkIn('app-routes', t('routes.cart.title'))).toHaveAttribute('href', buildPath('cart', locale));
  },
};
