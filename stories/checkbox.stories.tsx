import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, CheckboxField, useT } from 'otthon/components';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { txRich } from './support/consents.js';
import { t } from './support/i18n.js';

const meta = {
  title: 'Primitives/Checkbox',
  component: CheckboxField,
  args: { label: 'Feliratkozom a hírlevélre', name: 'newsletter' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

function Newsletter() {
  const t = useT();
  return <CheckboxField name="newsletter" label={t('checkout.newsletter')} />;
}

export const Default: Story = {
  render: () => <Newsletter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: t('checkout.newsletter') });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText(t('checkout.newsletter')));
    await expect(box).toBeChecked();
    // Space toggles it back, from the keyboard alone.
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(box).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <Newsletter />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
  },
};

function FormDemo() {
  const t = useT();
  const [sent, setSent] = useState('');
  return (
    <form
      className="flex flex-col items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString());
      }}
    >
      <CheckboxField name="in_stock" value="1" label={t('products.filters.in_stock')} />
      <button type="submit" className="min-h-10 rounded-otthon bg-primary px-4 text-primary-foreground">
        {t('search.submit')}
      </button>
      <output data-testid="sent">{sent}</output>
    </form>
  );
}

export const InForm: Story = {
  render: () => <FormDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An unticked box sends nothing; a ticked one sends its value.
    await userEvent.click(canvas.getByRole('button', { name: t('search.submit') }));
    await expect(canvas.getByTestId('sent')).toHaveTextContent(/^$/);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('products.filters.in_stock') }));
    await userEvent.click(canvas.getByRole('button', { name: t('search.submit') }));
    await expect(canvas.getByTestId('sent')).toHaveTextContent('in_stock=1');
  },
};

function Consents({ withError = false }: { withError?: boolean }) {
  const t = useT();
  const error = withError ? t('consent.errors.privacy') : undefined;
  return (
    <div className="flex max-w-md flex-col gap-4">
      <CheckboxField
        name="accept_privacy"
        required
        error={error}
        label={t.rich('consent.privacy', {
          link: (chunks) => (
            <a className="text-primary underline" href="#privacy">
              {chunks}
            </a>
          ),
        })}
      />
      <CheckboxField
        name="accept_terms"
        required
        label={t.rich('consent.terms', {
          link: (chunks) => (
            <a className="text-primary underline" href="#terms">
              {chunks}
            </a>
          ),
        })}
      />
    </div>
  );
}

export const RequiredConsents: Story = {
  render: () => <Consents />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: txRich('consent.privacy') });
    await expect(box).toBeRequired();
  },
};

export const ServerError: Story = {
  render: () => <Consents withError />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: txRich('consent.privacy') });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(t('consent.errors.privacy'));
  },
};

export const LongHungarian: Story = {
  render: () => (
    <div className="w-72">
      <CheckboxField
        name="long"
        label="Hozzájárulok, hogy a megszentségteleníthetetlenségeskedéseitekért felelős ügyfélszolgálat elektronikus levélben tájékoztasson"
        description="Hozzájárulását bármikor visszavonhatja a hírlevelek alján található leiratkozási hivatkozással."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector<HTMLElement>('[data-slot="field"]')!;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid max-w-lg gap-4">
      <div className="flex items-center gap-4">
        <Checkbox aria-label="unchecked" />
        <Checkbox aria-label="checked" defaultChecked />
        <Checkbox aria-label="indeterminate" checked="indeterminate" />
        <Checkbox aria-label="disabled" disabled />
        <Checkbox aria-label="disabled checked" disabled defaultChecked />
      </div>
      <CheckboxField name="a" label="Címkével" />
      <CheckboxField name="b" label="Leírással" description="Egy rövid magyarázó szöveg a címke alatt." defaultChecked />
      <CheckboxField name="c" label="Kötelező" required />
      <CheckboxField name="d" label="Hibás" error="Ez a mező kötelező." />
      <CheckboxField name="e" label="Letiltva" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'indeterminate' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Letiltva' })).toBeDisabled();
  },
};
