import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from 'otthon/components';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from './support/i18n.js';

/**
 * A whole-number field on react-aria's number field, for counts that are not a cart quantity — the
 * withdrawal form's pieces, for one. It loads with the page that uses it.
 */
const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Darabszám', minValue: 0, maxValue: 4, defaultValue: 0 },
  render: (args) => <NumberField {...args} label={t('withdrawal.confirm.pieces')} />,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const polite = () => document.querySelector('[data-slot="announcer"] [data-politeness="polite"]')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: t('withdrawal.confirm.pieces') });
    // The − and + steppers carry the field's label in their names, in the shopper's language.
    const [decrease, increase] = canvas.getAllByRole('button');
    await expect(decrease).toBeDisabled();
    await expect(increase!.getAttribute('aria-label')).toContain(t('withdrawal.confirm.pieces'));
    await userEvent.click(increase!);
    await expect(input).toHaveValue('1');
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('4');
    await expect(increase).toBeDisabled();
  },
};

export const ClampedToTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('withdrawal.confirm.pieces') });
    await userEvent.clear(input);
    await userEvent.type(input, '9{Enter}');
    await expect(input).toHaveValue('4');
    await waitFor(() => expect(polite()).toHaveTextContent(t('announcements.number.max', { count: 4 })));
  },
};

export const WithError: Story = {
  render: (args) => <NumberField {...args} label={t('withdrawal.confirm.pieces')} error={t('withdrawal.confirm.left', { count: 4, total: 4 })} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: t('withdrawal.confirm.pieces') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('withdrawal.confirm.left', { count: 4, total: 4 }));
  },
};

function ControlledPieces() {
  const [pieces, setPieces] = useState<number | null>(2);
  return (
    <div className="flex items-end gap-4">
      <NumberField label={t('withdrawal.confirm.pieces')} value={pieces} onChange={setPieces} minValue={0} maxValue={3} />
      <output data-testid="pieces" className="pb-2 text-sm text-muted-foreground">
        {pieces ?? '–'}
      </output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledPieces />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [decrease] = canvas.getAllByRole('button');
    await userEvent.click(decrease!);
    await expect(canvas.getByTestId('pieces')).toHaveTextContent('1');
  },
};
