import type { Meta, StoryObj } from '@storybook/react-vite';
import { CouponForm } from 'otthon/components';
import { longHungarian, mockError } from 'otthon/msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { expectNoOverflow, politeRegion, seedCart } from './support/scenarios.js';
import { t, txLabel } from './support/i18n.js';

const meta = {
  title: 'Cart/CouponForm',
  component: CouponForm,
  args: { onApplied: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  beforeEach: () => seedCart({ 17: 2 }),
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coupon code's text box (a guest may also be shown an e-mail field next to it). */
const codeBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: txLabel('cart.coupon.label') });

async function apply(canvasElement: HTMLElement, code: string) {
  await userEvent.type(codeBox(canvasElement), code);
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  name: 'Without an e-mail (asks for one)',
  play: async ({ canvasElement, args }) => {
    await apply(canvasElement, 'OTTHON10');
    await expect(await within(canvasElement).findByText(t('checkout.errors.couponEmailRequired'))).toBeInTheDocument();
    await expect(args.onApplied).not.toHaveBeenCalled();
    await expect(codeBox(canvasElement)).toHaveValue('OTTHON10');
    // A guest is asked for the address the code is checked against, right under the code.
    const email = within(canvasElement).getByRole('textbox', { name: txLabel('fields.email') });
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(t('cart.coupon.emailHint')));
    await userEvent.type(email, 'anna@example.hu');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onApplied).toHaveBeenCalledWith('OTTHON10'));
  },
};

export const WithEmail: Story = {
  args: { email: 'anna@example.hu' },
  play: async ({ canvasElement, args }) => {
    await apply(canvasElement, 'OTTHON10');
    await waitFor(() => expect(args.onApplied).toHaveBeenCalledWith('OTTHON10'));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="coupon-form-applied"]')).toHaveTextContent('OTTHON10'));
    await waitFor(() => expect(politeRegion()).toHaveTextContent(t('cart.coupon.applied', { code: 'OTTHON10' })));
  },
};

export const Applied: Story = {
  beforeEach: () => seedCart({}, { coupons: ['WELCOME5000'] }),
  play: async ({ canvasElement }) => {
    const remove = await within(canvasElement).findByRole('button', { name: t('cart.coupon.remove', { code: 'WELCOME5000' }) });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="coupon-form-applied"]')).toBeNull());
    await expect(codeBox(canvasElement)).toHaveFocus();
  },
};

export const ServerError: Story = {
  name: 'Server error (unknown code)',
  args: { email: 'anna@example.hu' },
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'NINCSILYEN');
    const input = codeBox(canvasElement);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvasElement.querySelector('[data-slot="field-error"]')?.textContent?.length).toBeGreaterThan(0);
  },
};

export const NetworkError: Story = {
  args: { email: 'anna@example.hu' },
  parameters: { msw: { handlers: { cart: withOverrides('cart', mockError('addCoupon', 500)) } } },
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'OTTHON10');
    await expect(await within(canvasElement).findByText(t('errors.generic'))).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { email: 'anna@example.com' },
  play: async ({ canvasElement }) => {
    await apply(canvasElement, 'WELCOME5000');
    await expect(await within(canvasElement).findByRole('button', { name: t('cart.coupon.remove', { code: 'WELCOME5000' }) })).toBeInTheDocument();
  },
};

export const LongHungarian: Story = {
  decorators: [(Story) => <div className="w-[300px]">{Story()}</div>],
  args: { labels: { 'cart.coupon.label': longHungarian.couponDescription } },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement.querySelector('[data-slot="coupon-form"]'));
  },
};

export const AllVariants: Story = {
  beforeEach: () => seedCart({}, { coupons: ['OTTHON10'] }),
  render: () => (
    <div className="grid gap-8">
      <CouponForm />
      <CouponForm labels={{ 'cart.coupon.apply': 'Ellenőrzés' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="coupon-form-coupon"]')).toHaveLength(2));
  },
};
