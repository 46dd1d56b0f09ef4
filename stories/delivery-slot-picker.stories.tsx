import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { DeliverySlotChoice } from 'otthon';
import { DeliverySlotPicker, type DeliverySlotPickerProps } from 'otthon/components';
import { formatMoney } from 'otthon/core';
import { mockError, mockLoading } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FULL_SLOTS, seedHomeDelivery, slotHandlers, storySlots } from './support/home-delivery.js';
import { mockShop, withOverrides } from './support/mock-shop.js';
import { t } from './support/i18n.js';
import { expectNoOverflow, plain } from './support/scenarios.js';

/** The picker with its choice kept by the story, so the scenarios do not depend on the cart. */
function ControlledPicker({ value: initial = null, ...props }: DeliverySlotPickerProps) {
  const [value, setValue] = useState<DeliverySlotChoice | null>(initial);
  return (
    <DeliverySlotPicker
      {...props}
      value={value}
      onValueChange={(slot) => {
        setValue(slot);
        props.onValueChange?.(slot);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/DeliverySlotPicker',
  component: DeliverySlotPicker,
  args: { slots: storySlots(FULL_SLOTS), onValueChange: fn() },
  render: (args) => <ControlledPicker {...args} />,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  beforeEach: () => seedHomeDelivery(),
} satisfies Meta<typeof DeliverySlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="delivery-slot-picker"]');
const day = (canvasElement: HTMLElement, index: number) => canvasElement.querySelectorAll<HTMLElement>('[data-slot="delivery-slot-day"]')[index]!;
const period = (name: 'morning' | 'afternoon' | 'evening') => t(`checkout.slots.period.${name}`);

/**
 * Five days, three periods each; booked-up ones stay in place, disabled and marked. From the
 * keyboard: Tab enters at the first free slot, the arrows choose and pass the full ones.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: t('checkout.slots.title') });
    await expect(within(group).getAllByRole('group')).toHaveLength(5);
    const wednesday = day(canvasElement, 0);
    const [morning, afternoon, evening] = within(wednesday).getAllByRole('radio');
    await expect(morning).toBeDisabled();
    await expect(morning!.closest('label')).toHaveTextContent(t('checkout.slots.full'));
    await expect(evening).toBeDisabled();
    afternoon!.focus();
    await userEvent.keyboard('{ArrowRight}');
    // Wednesday evening is full: the arrow goes on to Thursday morning and chooses it.
    const thursdayMorning = within(day(canvasElement, 1)).getByRole('radio', { name: period('morning') });
    await expect(thursdayMorning).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ date: '2026-12-03', period: 'morning' });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const thursdayEvening = within(day(canvasElement, 1)).getByRole('radio', { name: period('evening') });
    await expect(thursdayEvening).toBeChecked();
    await expect(plain(thursdayEvening.closest('label')?.textContent)).toContain(plain(`+${formatMoney(3_142, 'HUF')}`));
  },
};

/** Every evening slot booked up, and most of Wednesday. */
export const FullSlots: Story = {
  args: {
    slots: storySlots([...FULL_SLOTS, '2026-12-02|afternoon', ...['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08'].map((date) => `${date}|evening`)]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup');
    const full = canvasElement.querySelectorAll('[data-slot="radio-group-item"][data-full]');
    await expect(full).toHaveLength(8);
    for (const slot of full) await expect(slot).toBeDisabled();
    // The first free slot is the group's one Tab stop.
    await userEvent.tab();
    await expect(within(day(canvasElement, 1)).getByRole('radio', { name: period('morning') })).toHaveFocus();
  },
};

/** Booked in the cart: the mock shop's own slots for a sofa going by home delivery. */
export const InTheCart: Story = {
  args: { slots: undefined, onValueChange: undefined },
  render: (args) => <DeliverySlotPicker {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: t('checkout.slots.title') }, { timeout: 5000 });
    const first = within(day(canvasElement, 0)).getByRole('radio', { name: period('morning') });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const chosen = within(day(canvasElement, 0)).getByRole('radio', { name: period('afternoon') });
    await waitFor(() => expect(mockShop.cart().home_delivery?.slot?.period).toBe('afternoon'));
    await expect(chosen).toBeChecked();
  },
};

export const Loading: Story = {
  args: { slots: undefined, onValueChange: undefined },
  render: (args) => <DeliverySlotPicker {...args} />,
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockLoading('deliverySlots')) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picker(canvasElement)).toHaveAttribute('data-state', 'loading'));
  },
};

export const ServerError: Story = {
  args: { slots: undefined, onValueChange: undefined },
  render: (args) => <DeliverySlotPicker {...args} />,
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('deliverySlots', 500)) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('errors.generic'), {}, { timeout: 5000 })).toBeVisible();
    await expect(picker(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(within(canvasElement).getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** No slot can be booked: the crew calls. */
export const Empty: Story = {
  args: { slots: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('checkout.slots.none'), { selector: 'p' })).toBeVisible();
    await expect(picker(canvasElement)).toHaveAttribute('data-state', 'empty');
  },
};

/** The server's refusal (a slot booked up meanwhile, its 409 on placing the order) under the slots. */
export const Refused: Story = {
  args: { value: { date: '2026-12-03', period: 'evening' }, error: 'Ez a szállítási időpont időközben betelt. Válasszon másikat.' },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/betelt/);
    await expect(picker(canvasElement)).toHaveAttribute('data-invalid');
  },
};

/** The same slots from the cart's own handlers, with the story's days. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { slots: undefined, onValueChange: undefined },
  render: (args) => <DeliverySlotPicker {...args} />,
  parameters: { msw: { handlers: { cart: slotHandlers(storySlots(FULL_SLOTS)) } } },
  play: async ({ canvasElement }) => {
    const wednesday = await within(canvasElement).findByRole('group', { name: 'Wednesday, Dec 2' }, { timeout: 5000 });
    await expect(within(wednesday).getByRole('radio', { name: 'Morning' }).closest('label')).toHaveTextContent('Full');
    await expect(within(wednesday).getByRole('radio', { name: 'Afternoon' }).closest('label')).toHaveTextContent('12:00–17:00');
  },
};

/** Gross prices: the evening's surcharge with VAT. */
export const Gross: Story = {
  globals: { vatMode: 'gross' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radiogroup');
    await expect(
      plain(
        within(day(canvasElement, 1))
          .getByRole('radio', { name: period('evening') })
          .closest('label')?.textContent,
      ),
    ).toContain(plain(`+${formatMoney(3_990, 'HUF')}`));
  },
};

/** Three periods in a row fit a phone's width. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radiogroup');
    await expectNoOverflow(picker(canvasElement));
  },
};

/** Every state at once: slots with one booked, nothing offered, refused. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-10">
      <ControlledPicker {...args} value={{ date: '2026-12-02', period: 'afternoon' }} />
      <ControlledPicker {...args} slots={[]} />
      <ControlledPicker {...args} error="Ez a szállítási időpont a kosárhoz nem választható. Válasszon a felkínált időpontok közül." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect([...canvasElement.querySelectorAll('[data-slot="delivery-slot-picker"]')].map((element) => element.getAttribute('data-state'))).toEqual([
        'ready',
        'empty',
        'ready',
      ]),
    );
  },
};
