import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizeSafety, type SafetyRecord, safetyWarning } from 'otthon/contract';
import { ProductSafety } from 'otthon/components';
import { expect, within } from 'storybook/test';
import { storyLocale, t } from './support/i18n.js';

const manufacturer: SafetyRecord['manufacturer'] = {
  name: 'Vilnia Woodworks UAB',
  country: 'LT',
  postal_address: { hu: 'Savanorių pr. 178, LT-03154 Vilnius, Litvánia', en: 'Savanorių pr. 178, LT-03154 Vilnius, Lithuania' },
  email: 'product-safety@vilnia.lt.example',
  url: 'https://www.vilnia.lt.example',
};

/** A wardrobe 2 m tall: tip-over first, with its certificate. */
const wardrobe: SafetyRecord = {
  manufacturer,
  responsible_person: null,
  model: 'WRD-BERGEN-TWO-DOOR',
  warnings: [safetyWarning('tip_over')],
  certifications: [{ scheme: 'FSC', licence_code: 'FSC-C147720', scope: { hu: 'FSC Mix tanúsított faanyag', en: 'FSC Mix certified wood' } }],
};

/** A bar stool: load per seat and an age limit. */
const stool: SafetyRecord = {
  manufacturer,
  responsible_person: null,
  model: 'BST-LUND-COUNTER',
  warnings: [safetyWarning('seat_load', { kg: 110 }), safetyWarning('child_age', { years: 3 })],
  certifications: [],
};

/** A lamp made outside the EU: its responsible person in the EU is named too. */
const imported: SafetyRecord = {
  manufacturer: {
    name: 'Northlight Lamps Ltd.',
    country: 'GB',
    postal_address: { hu: '12 Harbour Road, Leeds LS1 4AB, Egyesült Királyság', en: '12 Harbour Road, Leeds LS1 4AB, United Kingdom' },
    email: 'safety@northlight.uk.example',
    url: null,
  },
  responsible_person: {
    name: 'Otthon Lakberendezési Kft.',
    country: 'HU',
    postal_address: { hu: 'Kinizsi utca 14., 2040 Budaörs, Magyarország', en: 'Kinizsi utca 14., 2040 Budaörs, Hungary' },
    email: 'termekbiztonsag@otthon.example',
    url: null,
  },
  model: 'FLM-ARC-180',
  warnings: [safetyWarning('electrical')],
  certifications: [],
};

const meta = {
  title: 'Product/ProductSafety',
  component: ProductSafety,
  // The data in the language the story renders in, as the API answers it.
  render: (args, { parameters }) => <ProductSafety {...args} safety={localizeSafety((parameters.record as SafetyRecord) ?? wardrobe, storyLocale())} />,
  args: { safety: localizeSafety(wardrobe, 'hu') },
  parameters: { record: wardrobe },
} satisfies Meta<typeof ProductSafety>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TallCabinet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('product.safety.title') })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="product-safety-warning"]')).toHaveAttribute('data-kind', 'tip_over');
    await expect(canvas.getByText(manufacturer.name)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: manufacturer.email })).toHaveAttribute('href', `mailto:${manufacturer.email}`);
    await expect(canvas.getByText('WRD-BERGEN-TWO-DOOR')).toBeInTheDocument();
    await expect(canvas.getByText(/FSC-C147720/)).toBeInTheDocument();
  },
};

export const Chair: Story = {
  parameters: { record: stool },
  play: async ({ canvasElement }) => {
    const kinds = [...canvasElement.querySelectorAll('[data-slot="product-safety-warning"]')].map((item) => item.getAttribute('data-kind'));
    await expect(kinds).toEqual(['load_limit', 'age']);
    await expect(within(canvasElement).getByText(safetyWarning('seat_load', { kg: 110 }).text[storyLocale()])).toBeInTheDocument();
  },
};

export const ResponsiblePerson: Story = {
  parameters: { record: imported },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('product.safety.responsiblePerson'))).toBeInTheDocument();
    await expect(canvas.getByText('Otthon Lakberendezési Kft.')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Product safety' })).toBeInTheDocument();
    await expect(canvas.getByText(/Tip-over hazard: fix the piece to the wall/)).toBeInTheDocument();
    await expect(canvas.getByText(/Lithuania/)).toBeInTheDocument();
  },
};

export const Sheet: Story = {
  args: { variant: 'sheet', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: t('product.safety.title') })).toBeInTheDocument();
  },
};
