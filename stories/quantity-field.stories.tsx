import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuantityField } from 'otthon/components';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from './support/i18n.js';

const meta = {
  title: 'Product/QuantityField',
  component: QuantityField,
  args: { defaultValue: 1, max: 12 },
} satisfies Meta<typeof QuantityField>;

export default meta;
type Story = StoryObj<typeof meta>;

const polite = () => document.querySelector('[data-slot="announcer"] [data-politeness="polite"]')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: t('product.quantity') });
    await expect(canvas.getByRole('button', { name: t('product.decreaseQuantity') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('product.increaseQuantity') }));
    await expect(input).toHaveValue('2');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('product.quantity') });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('4');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('11');
  },
};

export const ClampedToStock: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('product.quantity') });
    await userEvent.clear(input);
    await userEvent.type(input, '40{Enter}');
    await expect(input).toHaveValue('12');
    await waitFor(() => expect(polite()).toHaveTextContent(t('announcements.cart.quantityClamped', { count: 12 })));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await waitFor(() => expect(polite()).toHaveTextContent('The minimum quantity is 1.'));
  },
};

function ControlledQuantity() {
  const [quantity, setQuantity] = useState(3);
  return (
    <div className="flex items-end gap-4">
      <QuantityField value={quantity} onValueChange={setQuantity} max={8} />
      <output data-testid="quantity" className="pb-2 text-sm text-muted-foreground">
        {quantity}
      </output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledQuantity />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('product.decreaseQuantity') }));
    await expect(canvas.getByTestId('quantity')).toHaveTextContent('2');
  },
};

export const LongHungarian: Story = {
  render: () => (
    <div className="w-48">
      <QuantityField max={5} label="Mennyiség a megszentségteleníthetetlenségeskedéseitekért" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector<HTMLElement>('[data-slot="quantity-field"]')!;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap items-end gap-6">
      <QuantityField size="sm" max={10} label="Kicsi" />
      <QuantityField size="md" max={10} label="Közepes" defaultValue={4} />
      <QuantityField size="lg" max={10} label="Nagy" defaultValue={10} />
      <QuantityField max={10} label="Letiltva" disabled />
      <QuantityField max={10} label="Rejtett címke" hideLabel />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="quantity-field"]')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: 'Nagy' })).toHaveValue('10');
  },
};
