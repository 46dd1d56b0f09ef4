import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from 'otthon/components';
import { longHungarian, mockError } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, politeRegion } from './support/scenarios.js';
import { t, txStart } from './support/i18n.js';

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { onSuccess: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function write(canvasElement: HTMLElement, message = 'Mikor lesz újra raktáron az Oslo kanapé?') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.name') }), 'Kovács Anna');
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.email') }), 'anna@example.hu');
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.message') }), message);
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await write(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('contact.submit') }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await waitFor(() => expect(politeRegion()).toHaveTextContent(t('contact.success')));
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    await write(canvasElement, 'Rövid');
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: txStart('fields.phone') }), '12');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('contact.submit') }));
    await expect(await within(canvasElement).findByText(t('forms.errors.messageLength', { count: 10 }))).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('forms.errors.phone'))).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { forms: withOverrides('forms', mockError('contact', 500)) } } },
  play: async ({ canvasElement }) => {
    await write(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('contact.submit') }));
    await expect(await within(canvasElement).findByText(t('errors.generic'))).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('textbox', { name: txStart('fields.message') })).toHaveValue('Mikor lesz újra raktáron az Oslo kanapé?');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await write(canvasElement, 'When will the Oslo sofa be back in stock?');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send message' }));
    await expect(await within(canvasElement).findByText('Thank you for your message. We will get back to you soon.')).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: txStart('fields.subject') }), longHungarian.longestWord);
    await expectNoOverflow(canvasElement.querySelector('[data-slot="contact-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10">
      <ContactForm />
      <ContactForm renderBotChallenge={(challenge) => <p className="text-sm text-muted-foreground">Ellenőrzés: {challenge.state}</p>} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Ellenőrzés: ready')).toBeInTheDocument());
  },
};
