import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { PickupPoint } from 'otthon';
import { DeliveryMethodPicker, PickupPointPicker, type PickupPointPickerProps } from 'otthon/components';
import { defaultCatalogue, longHungarian, mockError, mockLoading } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockShop, mockShopHandlers, withOverrides } from './support/mock-shop.js';
import { storyLocale, t, tx } from './support/i18n.js';
import { pickupAppHandlers, STORY_NOW, storyLockerMethod, storyPoints } from './support/pickup-points.js';
import { expectNoOverflow, seedCart } from './support/scenarios.js';

/** The picker with its choice kept by the story, so the scenarios do not depend on the cart. */
function ControlledPicker({ value: initial = null, ...props }: PickupPointPickerProps) {
  const [value, setValue] = useState<PickupPoint | null>(initial);
  return (
    <PickupPointPicker
      {...props}
      value={value}
      onValueChange={(point) => {
        setValue(point);
        props.onValueChange?.(point);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/PickupPointPicker',
  component: PickupPointPicker,
  args: { method: storyLockerMethod(), defaultQuery: '1111', now: STORY_NOW, debounceMs: 0, onValueChange: fn() },
  render: (args) => <ControlledPicker {...args} />,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  parameters: { msw: { handlers: { app: pickupAppHandlers() } } },
} satisfies Meta<typeof PickupPointPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An option's name starts with the point's name (the option reads all it shows). */
const named = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const options = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('option');
const pickerState = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="pickup-point-picker"]')?.getAttribute('data-state');

/** The points near Budapest XI., nearest first; chosen from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('listbox', { name: t('checkout.pickup.list', { place: '1111' }) });
    const items = within(list).getAllByRole('option');
    await expect(items.map((item) => item.dataset.value)).toEqual(storyPoints.map((point) => point.id));
    await expect(items[1]).toHaveTextContent(tx('checkout.pickup.hours.today', { hours: '08:00–12:00' }));
    await userEvent.click(canvas.getByRole('searchbox', { name: t('checkout.pickup.search') }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'gls:2351-hu' })));
    const chosen = await canvas.findByRole('group', { name: new RegExp(t('checkout.pickup.chosen')) });
    await expect(chosen).toHaveFocus();
    await expect(within(chosen).getByRole('button', { name: t('checkout.pickup.change') })).toBeVisible();
  },
};

/** The method's carriers only; "GLS" asks for GLS's points. */
export const CarrierFilter: Story = {
  args: { method: storyLockerMethod(['foxpost', 'gls']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = await canvas.findByRole('radiogroup', { name: t('checkout.pickup.carrier.label') });
    await expect(within(filter).getAllByRole('radio')).toHaveLength(3);
    // Packeta cannot take this cart: even "all carriers" leaves its points out.
    await waitFor(async () => expect((await options(canvasElement)).map((item) => item.dataset.carrier)).toEqual(['foxpost', 'gls', 'foxpost']));
    await userEvent.click(within(filter).getByRole('radio', { name: t('checkout.pickup.carriers.gls') }));
    await waitFor(async () => expect((await options(canvasElement)).map((item) => item.dataset.carrier)).toEqual(['gls']));
  },
};

/** A point already chosen: its address, today's and the week's hours, and "change". */
export const Chosen: Story = {
  args: { value: { ...storyPoints[1]!, distance_km: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pickerState(canvasElement)).toBe('chosen');
    await expect(canvas.getByRole('table')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.pickup.change') }));
    await expect(await canvas.findByRole('option', { selected: true })).toHaveAttribute('data-carrier', 'gls');
  },
};

/** Nothing near the place searched. */
export const Empty: Story = {
  args: { defaultQuery: 'Zalaszentgrót' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('checkout.pickup.empty', { place: 'Zalaszentgrót' }))).toBeVisible();
    await expect(pickerState(canvasElement)).toBe('empty');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { app: withOverrides('app', mockLoading('pickupPoints')) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(pickerState(canvasElement)).toBe('loading'));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { app: withOverrides('app', mockError('pickupPoints', 500)) } } },
  play: async ({ canvasElement }) => {
    // The picker's own alert (the page's announcer has an empty one too).
    await expect(await within(canvasElement).findByText(t('checkout.pickup.error'), {}, { timeout: 5000 })).toBeVisible();
    await expect(pickerState(canvasElement)).toBe('error');
    await expect(within(canvasElement).getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** The server's refusal of the point (its 422 on `pickup_point_id`) under the picker. */
export const Refused: Story = {
  args: { error: 'Ez az átvételi pont a választott szállítási móddal nem fogadhatja a rendelést. Válasszon másikat.' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="pickup-point-error"]')).toHaveTextContent(/átvételi pont/));
    await expect(canvasElement.querySelector('[data-slot="pickup-point-picker"]')).toHaveAttribute('data-invalid');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const gls = await within(canvasElement).findByRole('option', { name: named(storyPoints[1]!.name) });
    await expect(gls).toHaveTextContent(/0\.7 km/);
    await expect(gls).toHaveTextContent('Pick-up point');
  },
};

/** Long names wrap in a phone's width. */
export const LongHungarian: Story = {
  args: { value: { ...storyPoints[1]!, name: longHungarian.companyName, address: longHungarian.address, distance_km: null } },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="pickup-point-picker"]'));
  },
};

/**
 * In the checkout: choosing the parcel locker method loads the picker under it (on demand), and a
 * point chosen there is saved in the cart with the method (the mock shop's `PUT /api/cart/method/delivery`).
 */
export const InDeliveryMethodPicker: Story = {
  render: () => <DeliveryMethodPicker />,
  // The rattan side table: small and light enough for every carrier's lockers (a sofa is not).
  beforeEach: () => seedCart({ 12: 1 }),
  // The mock shop's own points, which its cart accepts.
  parameters: { msw: { handlers: { app: mockShopHandlers.app } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const locker = defaultCatalogue.deliveryMethods.find((method) => method.code === 'parcel_locker')!.title[storyLocale()];
    await userEvent.click(await canvas.findByRole('radio', { name: locker }));
    const search = await canvas.findByRole('searchbox', { name: t('checkout.pickup.search') });
    await userEvent.clear(search);
    await userEvent.type(search, '1111');
    const [first] = await canvas.findAllByRole('option', {}, { timeout: 5000 });
    await userEvent.click(first!);
    await waitFor(() => expect(mockShop.cart().pickup_point?.id).toBe(first!.dataset.value));
    await expect(await canvas.findByRole('group', { name: new RegExp(t('checkout.pickup.chosen')) })).toBeVisible();
  },
};

/** Every state at once: the list, a chosen point, nothing near, a refusal. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-10">
      <ControlledPicker {...args} />
      <ControlledPicker {...args} value={{ ...storyPoints[0]!, distance_km: null }} />
      <ControlledPicker {...args} defaultQuery="Zalaszentgrót" />
      <ControlledPicker {...args} defaultQuery="" error="Válassza ki, melyik csomagautomatába vagy csomagpontra küldjük a rendelést." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect([...canvasElement.querySelectorAll('[data-slot="pickup-point-picker"]')].map((picker) => picker.getAttribute('data-state'))).toEqual([
        'results',
        'chosen',
        'empty',
        'idle',
      ]),
    );
  },
};
