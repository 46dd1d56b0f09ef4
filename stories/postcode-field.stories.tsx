import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PostcodeField, type PostcodeFieldProps, TextField, useT } from 'otthon/components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from './support/i18n.js';
import { pickupAppHandlers } from './support/pickup-points.js';

/** A postcode and the town field it fills, as an address form lays them out. */
function Address({ town = '', ...props }: Partial<PostcodeFieldProps> & { town?: string }) {
  const tr = useT();
  const [city, setCity] = useState(town);
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <PostcodeField name="zipcode" city={city} onCityChange={(found) => setCity(found.name)} fieldClassName="sm:col-span-2" {...props} />
      <TextField name="city" label={tr('fields.city')} value={city} onChange={(event) => setCity(event.target.value)} fieldClassName="sm:col-span-4" />
    </div>
  );
}

const meta = {
  title: 'Forms/PostcodeField',
  component: PostcodeField,
  args: { name: 'zipcode' },
  render: (args) => <Address {...args} />,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  parameters: { msw: { handlers: { app: pickupAppHandlers() } } },
} satisfies Meta<typeof PostcodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const postcode = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: t('fields.zipcode') });
const town = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: t('fields.city') }) as HTMLInputElement;
/** The field's own live region (the page has the preview's announcer too). */
const status = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="postcode-field-status"]');
const state = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="postcode-field"]')?.getAttribute('data-state');

/** One settlement: typed in full, the postcode fills the town (Budapest with its district). */
export const OneSettlement: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(postcode(canvasElement), '1111');
    await waitFor(() => expect(town(canvasElement).value).toBe('Budapest'));
    await expect(state(canvasElement)).toBe('found');
    await expect(status(canvasElement)).toHaveTextContent(
      t('forms.postcode.filled', { city: t('forms.postcode.cityWithDistrict', { city: 'Budapest', district: 'XI.' }) }),
    );
  },
};

/** Several settlements share the code: the shopper picks one. */
export const SeveralSettlements: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(postcode(canvasElement), '8660');
    const choice = await within(canvasElement).findByRole('radiogroup', { name: t('forms.postcode.choose') });
    await expect(town(canvasElement).value).toBe('');
    await userEvent.click(within(choice).getByRole('radio', { name: 'Lulla' }));
    await expect(town(canvasElement).value).toBe('Lulla');
  },
};

/** No settlement has the code: said so, and the town is typed. */
export const UnknownPostcode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(postcode(canvasElement), '9999');
    await waitFor(() => expect(state(canvasElement)).toBe('unknown'));
    await expect(status(canvasElement)).toHaveTextContent(t('forms.postcode.unknown'));
  },
};

/** A saved address keeps its own spelling of the town when the page opens. */
export const SavedAddress: Story = {
  args: { defaultValue: '8230' },
  render: (args) => <Address {...args} town="Balatonfüred-Arácsi" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('found'));
    await expect(town(canvasElement).value).toBe('Balatonfüred-Arácsi');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '11', error: 'Kérjük, érvényes irányítószámot adjon meg.', required: true },
  play: async ({ canvasElement }) => {
    await expect(postcode(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Postal code' }), '1111');
    await expect(await within(canvasElement).findByText('Town: Budapest, District XI.')).toBeVisible();
  },
};
