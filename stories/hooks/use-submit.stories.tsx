import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t, txStart } from '../support/i18n.js';
import { mockShop } from '../support/mock-shop.js';
import { SubmitExample } from './use-submit.example.js';
import { readField } from './readout.js';

/** `useSubmit()` over the newsletter signup of the mock shop. */
const meta = {
  title: 'Hooks/useSubmit',
  component: SubmitExample,
  tags: ['!autodocs'],
} satisfies Meta<typeof SubmitExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldErrorsThenSuccess: Story = {
  name: 'Shows the server’s field errors, then succeeds',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: txStart('fields.email') });
    await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.name') }), 'Kovács Anna');
    await userEvent.type(email, 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: t('newsletter.submit') }));
    await waitFor(() => expect(readField(canvasElement, 'status')).toBe("'error'"));
    await expect(readField(canvasElement, 'Object.keys(fieldErrors)')).toBe('["email"]');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'example.hu');
    await userEvent.click(canvas.getByRole('button', { name: t('newsletter.submit') }));
    await waitFor(() => expect(readField(canvasElement, 'status')).toBe("'success'"));
    await expect(readField(canvasElement, 'Object.keys(fieldErrors)')).toBe('[]');
    await expect(mockShop.newsletterSubscribers().map((subscriber) => subscriber.email)).toContain('anna@example.hu');
  },
};
