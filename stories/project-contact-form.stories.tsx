import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectContactForm } from 'otthon/components';
import { longHungarian, mockError } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, politeRegion } from './support/scenarios.js';
import { t, txStart } from './support/i18n.js';

const meta = {
  title: 'Forms/ProjectContactForm',
  component: ProjectContactForm,
  args: { onSuccess: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof ProjectContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function write(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.name') }), 'Kovács Anna');
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.email') }), 'anna@example.hu');
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.phone') }), '+36 30 123 4567');
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.message') }), 'Egy 80 négyzetméteres kávézót rendezünk be.');
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('form', { name: t('projectContact.title') })).toBeInTheDocument();
    await write(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('projectContact.submit') }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await waitFor(() => expect(politeRegion()).toHaveTextContent(t('projectContact.success')));
  },
};

export const Validation: Story = {
  name: 'Validation (name, e-mail, phone, message all required)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('projectContact.submit') }));
    await waitFor(() => expect(within(canvasElement).getAllByText(t('forms.errors.required'))).toHaveLength(4));
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: { forms: withOverrides('forms', mockError('projectContact', 422, { message: 'Érvénytelen.', errors: { phone: ['Ez a szám nem hívható.'] } })) },
    },
  },
  play: async ({ canvasElement }) => {
    await write(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('projectContact.submit') }));
    await expect(await within(canvasElement).findByText('Ez a szám nem hívható.')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('textbox', { name: txStart('fields.phone') })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await write(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await expect(await within(canvasElement).findByText('Thank you! Our team will contact you soon.')).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  args: { labels: { 'projectContact.title': `Berendezné a ${longHungarian.longestWord} irodáját?` } },
  decorators: [(Story) => <div className="w-[320px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="project-contact-form"]'));
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-10">
      <ProjectContactForm />
      <ProjectContactForm showIntro={false} />
      <ProjectContactForm headingLevel={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { name: t('projectContact.title') })).toHaveLength(2);
  },
};
