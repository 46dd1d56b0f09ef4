import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OrderInvoice } from 'otthon';
import { OrderInvoices } from 'otthon/components';
import { expect, within } from 'storybook/test';
import { t } from './support/i18n.js';

/** An invoice as the order answers it once issued at a provider (Billingo's public link). */
const issued: OrderInvoice = {
  kind: 'invoice',
  status: 'issued',
  number: 'OTT-2026-000142',
  issue_date: '2026-11-20',
  url: 'https://api.billingo.hu/document-access/7a1c2e9f',
  proforma: false,
};

const meta = {
  title: 'Checkout/OrderInvoices',
  component: OrderInvoices,
  args: { invoices: [issued] },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof OrderInvoices>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-slot="order-invoice"]')];

export const Issued: Story = {
  name: 'Issued',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: t('order.invoices.title') })).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: new RegExp(t('order.invoices.invoice', { number: issued.number! })) });
    await expect(link).toHaveAttribute('href', issued.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(items(canvasElement).map((item) => item.getAttribute('data-state'))).toEqual(['issued']);
    await expect(canvas.queryByText(new RegExp(t('order.invoices.proforma')))).not.toBeInTheDocument();
  },
};

export const BeingIssued: Story = {
  name: 'Being issued',
  args: { invoices: [{ ...issued, status: 'pending', number: null, issue_date: null, url: null }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('order.invoices.pending'))).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(items(canvasElement).map((item) => item.getAttribute('data-state'))).toEqual(['pending']);
  },
};

export const CorrectionIssued: Story = {
  name: 'Correction issued after a withdrawal',
  args: {
    invoices: [
      issued,
      {
        kind: 'correction',
        status: 'issued',
        number: 'OTT-2026-000157',
        issue_date: '2026-11-27',
        url: 'https://api.billingo.hu/document-access/c0ffee12',
        proforma: false,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: new RegExp(t('order.invoices.correction', { number: 'OTT-2026-000157' })) })).toBeInTheDocument();
    await expect(items(canvasElement).map((item) => item.getAttribute('data-kind'))).toEqual(['invoice', 'correction']);
  },
};

export const CorrectionBeingIssued: Story = {
  name: 'Correction being issued',
  args: { invoices: [issued, { kind: 'correction', status: 'pending', number: null, issue_date: null, url: null, proforma: false }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('order.invoices.correctionPending'))).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Proforma: Story = {
  name: 'Proforma copy (no invoicing provider)',
  args: { invoices: [{ ...issued, number: 'PRO-OT-000142', url: '/api/orders/demo/invoices/1', proforma: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(new RegExp(t('order.invoices.proforma')))).toBeInTheDocument();
  },
};
