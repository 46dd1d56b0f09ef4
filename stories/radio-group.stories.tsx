import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMoney } from 'otthon';
import { RadioGroup, RadioGroupItem, useT } from 'otthon/components';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from './support/i18n.js';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  subcomponents: { RadioGroupItem },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function CustomerType() {
  const t = useT();
  return (
    <RadioGroup label={t('fields.customerType.label')} name="customer_type" defaultValue="individual" className="sm:grid-flow-col sm:justify-start sm:gap-6">
      <RadioGroupItem value="individual" label={t('fields.customerType.individual')} />
      <RadioGroupItem value="company" label={t('fields.customerType.company')} />
    </RadioGroup>
  );
}

export const Default: Story = {
  render: () => <CustomerType />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const individual = canvas.getByRole('radio', { name: t('fields.customerType.individual') });
    await expect(individual).toBeChecked();
    await userEvent.click(canvas.getByText(t('fields.customerType.company')));
    await expect(canvas.getByRole('radio', { name: t('fields.customerType.company') })).toBeChecked();
    await expect(individual).not.toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <CustomerType />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'I am buying as' })).toBeInTheDocument();
  },
};

function DeliveryCards() {
  const t = useT();
  const { format } = useMoney();
  const [value, setValue] = useState('1');
  return (
    <div className="max-w-lg">
      <RadioGroup label={t('checkout.delivery.title')} value={value} onValueChange={setValue}>
        <RadioGroupItem variant="card" value="1" label="Házhozszállítás futárral" description="1–3 munkanap" aside={format(4990)} />
        <RadioGroupItem
          variant="card"
          value="2"
          label="Személyes átvétel a bemutatóteremben"
          description="Budapest, Váci út 12."
          aside={t('cart.summary.deliveryFree')}
        />
        <RadioGroupItem variant="card" value="3" label="Raklapos szállítás" description={t('checkout.payment.unavailable')} aside={format(14990)} disabled />
      </RadioGroup>
    </div>
  );
}

export const Cards: Story = {
  render: () => <DeliveryCards />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const courier = canvas.getByRole('radio', { name: 'Házhozszállítás futárral' });
    courier.focus();
    // Arrow keys move and choose (held down as a person does: the focus moves on the next tick).
    await userEvent.keyboard('{ArrowDown>}');
    const pickup = canvas.getByRole('radio', { name: 'Személyes átvétel a bemutatóteremben' });
    await waitFor(() => expect(pickup).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(pickup).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Raklapos szállítás' })).toBeDisabled();
  },
};

export const EUR: Story = {
  globals: { currency: 'EUR' },
  render: () => <DeliveryCards />,
  play: async ({ canvasElement }) => {
    const courier = within(canvasElement).getByRole('radio', { name: 'Házhozszállítás futárral' });
    // The story's amounts are formatted in the toolbar's currency: two decimals and €.
    await expect(courier).toHaveAccessibleDescription(/^1–3 munkanap 4\s990\.00\s€$/);
  },
};

function PaymentRequired() {
  const t = useT();
  return (
    <RadioGroup label={t('checkout.payment.title')} required error={t('checkout.errors.paymentRequired')}>
      <RadioGroupItem value="card" label="Bankkártya" />
      <RadioGroupItem value="transfer" label="Átutalás" />
      <RadioGroupItem value="cod" label="Utánvét" />
    </RadioGroup>
  );
}

export const ServerError: Story = {
  render: () => <PaymentRequired />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: t('checkout.payment.title') });
    await expect(group).toHaveAccessibleDescription(t('checkout.errors.paymentRequired'));
  },
};

export const LongHungarian: Story = {
  render: () => (
    <div className="w-72">
      <RadioGroup label="Szállítási mód kiválasztása a megszentségteleníthetetlenségeskedéseitekért" defaultValue="1">
        <RadioGroupItem
          variant="card"
          value="1"
          label="Megszentségteleníthetetlenségeskedéseitekért felelős futárszolgálat"
          description="Kiszállítás előzetes telefonos egyeztetés alapján, hétköznap 8 és 20 óra között"
          aside="12 990 Ft"
        />
        <RadioGroupItem value="2" label="Személyes átvétel a legközelebbi csomagautomatánál vagy átvételi ponton" />
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector<HTMLElement>('[data-slot="radio-group-field"]')!;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid max-w-xl gap-8 md:grid-cols-2">
      <RadioGroup label="Alap" defaultValue="b">
        <RadioGroupItem value="a" label="Nincs kiválasztva" />
        <RadioGroupItem value="b" label="Kiválasztva" />
        <RadioGroupItem value="c" label="Letiltva" disabled />
        <RadioGroupItem value="d" label="Leírással" description="Egy rövid magyarázat" />
      </RadioGroup>
      <RadioGroup label="Kártya" defaultValue="b" error="Hibaüzenet a csoport alatt.">
        <RadioGroupItem variant="card" value="a" label="Nincs kiválasztva" aside="990 Ft" />
        <RadioGroupItem variant="card" value="b" label="Kiválasztva" description="Leírás" aside="1 990 Ft" />
        <RadioGroupItem variant="card" value="c" label="Letiltva" description="Nem érhető el" disabled />
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(7);
  },
};
