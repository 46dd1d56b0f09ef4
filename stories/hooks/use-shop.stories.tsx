import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPath } from 'otthon';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, t } from '../support/i18n.js';
import { ShopExample } from './use-shop.example.js';
import { readField } from './readout.js';

/** `useShop()` in the toolbar's language, currency and VAT mode, and `useAnalytics()` with a sink. */
const meta = {
  title: 'Hooks/useShop and useAnalytics',
  component: ShopExample,
  tags: ['!autodocs'],
  globals: { currency: 'HUF', vatMode: 'net' },
} satisfies Meta<typeof ShopExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = (canvasElement: HTMLElement) => readField(canvasElement, 'events.map((event) => event.event)');

export const TracksAfterConsent: Story = {
  name: 'Reads the shop, reports only after consent',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(readField(canvasElement, 'locale')).toBe(`'${storyLocale()}'`);
    await expect(readField(canvasElement, 'currency')).toBe("'HUF'");
    await expect(readField(canvasElement, 'typeof api.cart')).toBe("'function'");
    await userEvent.click(canvas.getByRole('button', { name: t('routes.cart.title') }));
    // Without consent nothing is built or sent.
    await new Promise((done) => setTimeout(done, 300));
    await expect(sent(canvasElement)).toBe('[]');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('cookieConsent.categories.analytics.title') }));
    await userEvent.click(canvas.getByRole('button', { name: t('routes.cart.title') }));
    await waitFor(() => expect(sent(canvasElement)).toBe('["page_view"]'));
    await expect(readField(canvasElement, 'events[0]?.page_path')).toBe(`'${buildPath('cart', storyLocale())}'`);
  },
};
