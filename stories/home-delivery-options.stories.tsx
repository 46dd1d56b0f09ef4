import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryMethodPicker, HomeDeliveryOptions, HomeDeliverySummary } from 'otthon/components';
import { formatMoney } from 'otthon/core';
import { defaultCatalogue, fixtures, mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answerSlots, FULL_SLOTS, refuseHomeDelivery, seedHomeDelivery, slotHandlers, storySlots } from './support/home-delivery.js';
import { mockShop, withOverrides } from './support/mock-shop.js';
import { storyLocale, t } from './support/i18n.js';
import { plain } from './support/scenarios.js';

const meta = {
  title: 'Checkout/HomeDeliveryOptions',
  component: HomeDeliveryOptions,
  args: { floorDebounceMs: 100 },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  // The story's own slots (fixed days, some booked up), so the pictures do not follow the calendar.
  parameters: { msw: { handlers: { cart: slotHandlers(storySlots(FULL_SLOTS)) } } },
  beforeEach: () => seedHomeDelivery(),
} satisfies Meta<typeof HomeDeliveryOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const home = () => mockShop.cart().home_delivery;
const day = (canvasElement: HTMLElement, index: number) => canvasElement.querySelectorAll<HTMLElement>('[data-slot="delivery-slot-day"]')[index]!;
const options = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="home-delivery-options"]');
const amount = (canvasElement: HTMLElement, slot: string) => plain(canvasElement.querySelector(`[data-slot="${slot}"] dd`)?.textContent);
/** Gross prices of the list as the story's VAT mode (net by default) shows their sum: each part's net, added. */
const net = (...grosses: number[]) =>
  plain(
    formatMoney(
      grosses.reduce((sum, gross) => sum + Math.round(gross / 1.27), 0),
      'HUF',
    ),
  );

/**
 * From the keyboard: the floor stepped up with the arrow keys (saved once the stepping pauses),
 * the lift and assembly ticked with Space, a slot chosen with the arrows; the prices follow the
 * server's.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const floor = await canvas.findByRole('textbox', { name: t('checkout.home.floor') });
    await userEvent.click(floor);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(home()?.floor).toBe(3));
    // Three floors without a lift for the one bulky piece.
    await waitFor(() => expect(amount(canvasElement, 'home-delivery-carry-in')).toBe(net(3 * 1_990)));
    // The steppers are no Tab stops: the next one is the lift.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: t('checkout.home.lift') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(home()?.has_lift).toBe(true));
    await waitFor(() => expect(amount(canvasElement, 'home-delivery-carry-in')).toBe(net(2_990)));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(home()?.assembly).toBe(true));
    await waitFor(() => expect(amount(canvasElement, 'home-delivery-assembly')).toBe(net(1_990)));
    await userEvent.tab();
    await expect(within(day(canvasElement, 0)).getByRole('radio', { name: t('checkout.slots.period.afternoon') })).toHaveFocus();
    // Wednesday evening is booked up: the arrows pass it to Thursday.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(home()?.slot).toEqual({ date: '2026-12-03', period: 'afternoon' }));
    await waitFor(() => expect(options(canvasElement)).toHaveAttribute('data-state', 'idle'));
  },
};

/** Chosen before: fourth floor without a lift, assembled, Thursday evening. */
export const Chosen: Story = {
  beforeEach: async () => {
    const evening = mockShop.deliverySlots().find((slot) => slot.period === 'evening')!;
    await seedHomeDelivery({ floor: 4, has_lift: false, assembly: true, slot: { date: evening.date, period: 'evening' } });
  },
  // The mock shop's own slots: the one booked must be among those offered.
  parameters: { msw: { handlers: { cart: withOverrides('cart') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const floor = await canvas.findByRole('textbox', { name: t('checkout.home.floor') });
    await waitFor(() => expect(floor).toHaveValue('4'));
    await expect(canvas.getByRole('checkbox', { name: t('checkout.home.assembly') })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('radio', { checked: true })).toHaveAccessibleName(t('checkout.slots.period.evening')));
    await expect(amount(canvasElement, 'home-delivery-total')).toBe(net(4 * 1_990, 1_990, 3_990));
  },
};

/** Most slots booked up: full ones stay in place, disabled. */
export const FullSlots: Story = {
  parameters: { msw: { handlers: { cart: slotHandlers(storySlots([...FULL_SLOTS, '2026-12-02|afternoon', '2026-12-03|morning', '2026-12-03|afternoon'])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: t('checkout.slots.title') });
    await expect(canvasElement.querySelectorAll('[data-slot="radio-group-item"][data-full]')).toHaveLength(6);
    canvas.getByRole('checkbox', { name: t('checkout.home.assembly') }).focus();
    await userEvent.tab();
    // The first free slot: Thursday evening.
    await expect(within(day(canvasElement, 1)).getByRole('radio', { name: t('checkout.slots.period.evening') })).toHaveFocus();
  },
};

export const SlotsLoading: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('deliverySlots')) } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('checkbox', { name: t('checkout.home.lift') });
    await expect(canvasElement.querySelector('[data-slot="delivery-slot-picker"]')).toHaveAttribute('data-state', 'loading');
  },
};

/** A slot booked up meanwhile: the server's 422 under the slots; the cart keeps no slot. */
export const SlotRefused: Story = {
  parameters: {
    msw: {
      handlers: { cart: withOverrides('cart', refuseHomeDelivery('slot', 'Ez a szállítási időpont időközben betelt.'), answerSlots(storySlots(FULL_SLOTS))) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: t('checkout.slots.title') });
    within(group)
      .getAllByRole('radio', { name: t('checkout.slots.period.afternoon') })[0]!
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    await expect(group).toHaveAccessibleDescription(/betelt/);
    await expect(options(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await expect(home()?.slot).toBeNull();
  },
};

/** The server failing: an alert under the options; the lift stays unticked. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { cart: withOverrides('cart', refuseHomeDelivery(null, 'Server Error'), answerSlots(storySlots(FULL_SLOTS))) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lift = await canvas.findByRole('checkbox', { name: t('checkout.home.lift') });
    lift.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="home-delivery-error"]')).toHaveTextContent(t('errors.generic')));
    await expect(lift).not.toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Carry-in, assembly and delivery time' })).toBeVisible();
    await expect(canvas.getByText('0 is the ground floor.')).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Wednesday, Dec 2' })).toBeVisible();
  },
};

/** Euro prices, gross. */
export const EURGross: Story = {
  globals: { currency: 'EUR', vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    const lines = await within(canvasElement).findByText(/€/, { selector: '[data-slot="home-delivery-assembly-lines"] li' });
    await expect(lines).toBeVisible();
  },
};

/**
 * In the checkout: choosing home delivery loads the options under it (on demand), and a choice
 * there is saved in the cart with the method.
 */
export const InDeliveryMethodPicker: Story = {
  render: () => <DeliveryMethodPicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const homeTitle = defaultCatalogue.deliveryMethods.find((method) => method.code === 'home_delivery')!.title[storyLocale()];
    const showroom = defaultCatalogue.deliveryMethods.find((method) => method.code === 'showroom_pickup')!.title[storyLocale()];
    (await canvas.findByRole('radio', { name: showroom })).focus();
    await userEvent.keyboard(' ');
    await expect(options(canvasElement)).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: homeTitle })).toBeChecked();
    const lift = await canvas.findByRole('checkbox', { name: t('checkout.home.lift') }, { timeout: 5000 });
    lift.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(home()?.has_lift).toBe(true));
  },
};

/** The order's home delivery as the order page and the checkout result show it. */
export const OrderSummary: Story = {
  render: () => <HomeDeliverySummary homeDelivery={fixtures.homeDelivery()} />,
  play: async ({ canvasElement }) => {
    await expect(amount(canvasElement, 'home-delivery-total')).toBe(plain(formatMoney(9_410, 'HUF')));
    await expect(plain(canvasElement.querySelector('[data-slot="home-delivery-slot"] dt')?.textContent)).toMatch(/17:00–20:00$/);
  },
};
