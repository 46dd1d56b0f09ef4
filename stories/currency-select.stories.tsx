import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencySelect, Price } from 'otthon/components';
import { mockError, mockLoading } from 'otthon/msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { hasTiers, shopProduct, type StoryGlobals, withOverrides } from './support/mock-shop.js';
import { t } from './support/i18n.js';

/** The switcher next to a price, as in the header above a listing. */
function WithPrice({ globals, ...props }: { globals: StoryGlobals } & Parameters<typeof CurrencySelect>[0]) {
  return (
    <div className="flex items-end gap-6">
      <div className="w-56">
        <CurrencySelect {...props} />
      </div>
      <Price product={shopProduct(globals, hasTiers)} data-testid="price" />
    </div>
  );
}

const meta = {
  title: 'Shell/CurrencySelect',
  component: CurrencySelect,
  render: (args, { globals }) => <WithPrice globals={globals} {...args} />,
} satisfies Meta<typeof CurrencySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const price = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="price-current"]')?.textContent?.replace(/\s/g, ' ');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: t('currency.label') });
    await expect(price(canvasElement)).toBe('19 606 Ft');
    await userEvent.selectOptions(select, 'EUR');
    // Every price follows, and the choice is kept in the currency_id cookie.
    await waitFor(() => expect(price(canvasElement)).toMatch(/^\d+\.\d{2} €$/));
    await expect(document.cookie).toContain('currency_id=EUR');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: t('currency.label') });
    await userEvent.selectOptions(select, 'USD');
    await waitFor(() => expect(price(canvasElement)).toMatch(/^\d+\.\d{2} \$$/));
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: t('currency.label') })).toHaveValue('EUR');
  },
};

export const Enhanced: Story = {
  args: { native: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: t('currency.label') });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: `${t('currency.name.USD')} ($)` }));
    await waitFor(() => expect(price(canvasElement)).toMatch(/\$$/));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { app: withOverrides('app', mockLoading('currencies')) } } },
  play: async ({ canvasElement }) => {
    // Until the list arrives the shop's three currencies (HUF, EUR, USD) are offered.
    const select = within(canvasElement).getByRole('combobox', { name: t('currency.label') }) as HTMLSelectElement;
    await expect([...select.options].map((option) => option.value)).toEqual(['HUF', 'EUR', 'USD']);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { app: withOverrides('app', mockError('currencies', 500)) } } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: t('currency.label') });
    await userEvent.selectOptions(select, 'EUR');
    await waitFor(() => expect(price(canvasElement)).toMatch(/€$/));
  },
};

export const LongHungarian: Story = {
  args: { labels: { 'currency.label': 'Pénznem kiválasztása a megszentségteleníthetetlenségeskedéseitekért' } },
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector<HTMLElement>('[data-slot="field"]')!;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid max-w-md gap-4">
      <CurrencySelect />
      <CurrencySelect size="md" />
      <CurrencySelect hideLabel />
      <CurrencySelect native={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('combobox')).toHaveLength(4);
  },
};
