import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney } from 'otthon';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../support/i18n.js';
import { plain } from '../support/scenarios.js';
import { MoneyExample } from './use-money.example.js';
import { readField } from './readout.js';

/** `useMoney()` and `useCurrency()`: the formatter follows the currency the shopper picks. */
const meta = {
  title: 'Hooks/useMoney and useCurrency',
  component: MoneyExample,
  tags: ['!autodocs'],
  globals: { currency: 'HUF' },
} satisfies Meta<typeof MoneyExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (canvasElement: HTMLElement) => plain(readField(canvasElement, 'format(12700)'));

export const SwitchesCurrency: Story = {
  name: 'Switches the currency',
  play: async ({ canvasElement }) => {
    await expect(readField(canvasElement, 'currency')).toBe("'HUF'");
    await expect(amount(canvasElement)).toMatch(/^'12 700 Ft'$/);
    await waitFor(() => expect(readField(canvasElement, 'currencies?.length')).toBe('3'));
    await userEvent.click(within(canvasElement).getByRole('radio', { name: t('currency.name.EUR') }));
    await waitFor(() => expect(readField(canvasElement, 'currency')).toBe("'EUR'"));
    // The amount is not converted: it is formatted as euros, with cents.
    await expect(amount(canvasElement)).toBe(`'${plain(formatMoney(12700, 'EUR'))}'`);
    await expect(amount(canvasElement)).toMatch(/^'12 700.00 €'$/);
    await expect(plain(readField(canvasElement, "format(12700, 'HUF')"))).toMatch(/^'12 700 Ft'$/);
  },
};
