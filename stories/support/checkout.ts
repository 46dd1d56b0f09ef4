import { defaultCatalogue, type MockShop } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockShop } from './mock-shop.js';
import { storyLocale, t, txStart } from './i18n.js';

/** Saved checkout data of a returning customer (a company), as `PUT /api/cart/customer` stores it; `shop`: another mock shop than the stories' own. */
export async function seedCustomer(shop: MockShop = mockShop, email = 'anna@example.hu'): Promise<void> {
  await shop.updateCustomer({
    body: {
      email,
      phone: '+36 30 123 4567',
      invoice_data: {
        is_company: true,
        name: 'Kovács Anna',
        company_name: 'Otthon Lakberendezés Kft.',
        tax_number: '12345676-1-42',
        country_id: 1,
        zipcode: '1061',
        city: 'Budapest',
        address: 'Andrássy út 52.',
      },
      delivery_data: null,
      is_delivery_same_as_invoice: true,
    },
  });
}

/** Fills contact and billing details as a shopper does, Hungarian labels; the city comes from the postal code. */
export async function fillCheckout(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: txStart('fields.email') }), 'anna@example.hu');
  await userEvent.type(canvas.getByRole('textbox', { name: txStart('fields.phone') }), '+36 30 123 4567');
  const billing = canvas.getByRole('region', { name: t('checkout.billing.title') });
  await userEvent.type(within(billing).getByRole('textbox', { name: txStart('fields.name') }), 'Kovács Anna');
  await userEvent.type(within(billing).getByRole('textbox', { name: txStart('fields.zipcode') }), '1061');
  await waitFor(() => expect(within(billing).getByLabelText(txStart('fields.city'))).toHaveValue('Budapest'));
  await userEvent.type(within(billing).getByRole('textbox', { name: txStart('fields.address') }), 'Andrássy út 52.');
}

/** How many orders the story's mock shop holds (the demo customer's seeded ones included). */
export const orderCount = () => mockShop.state.orders.size;

/**
 * The button named `name` once a press would count: the cart has loaded (it is enabled) and is not
 * settling. A press before then is ignored by design, so a story that clicked earlier would wait
 * for an answer that never comes.
 */
export async function findReadyButton(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await waitFor(() => {
    const button = canvas.getByRole('button', { name });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy', 'true');
  });
  return canvas.getByRole('button', { name });
}

/** A delivery or payment method's name as the mock shop answers it in the story's language. */
export function methodTitle(kind: 'deliveryMethods' | 'paymentMethods', code: string): string {
  const found = defaultCatalogue[kind].find((candidate) => candidate.code === code);
  if (!found) throw new Error(`methodTitle(): the mock shop has no ${kind} "${code}".`);
  return found.title[storyLocale()];
}
