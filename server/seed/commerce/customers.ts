/** The demo customer account, so testers can log in and see a filled-in account. */
import { categoryByKey } from '../catalogue/categories.js';
import { isoSeconds } from '../text.js';
import type { SeedCustomer, SeedProduct } from '../types.js';
import { HUNGARY_ID } from './geography.js';

export const DEMO_CUSTOMER_EMAIL = 'demo@otthon.example';
/**
 * Documented here so anyone can log in to the demo shop. The server stores only a hash of it;
 * this plain copy exists nowhere else.
 */
export const DEMO_CUSTOMER_PASSWORD = 'Otthon-Demo-2026';

export function buildCustomers(products: readonly SeedProduct[], referenceDate: Date): SeedCustomer[] {
  // A few in-stock favourites from different rooms, so the favourites page has variety.
  const favourites = ['sofas', 'beds', 'chairs', 'rugs', 'floor-lamps']
    .map((key) => categoryByKey(key).id)
    .map((categoryId) => products.find((product) => product.main_category_id === categoryId && product.stock > 0))
    .filter((product): product is SeedProduct => product !== undefined)
    .map((product) => product.id);
  const activatedAt = new Date(referenceDate.getTime() - 200 * 86_400_000);
  return [
    {
      id: 1,
      email: DEMO_CUSTOMER_EMAIL,
      password: DEMO_CUSTOMER_PASSWORD,
      first_name: 'Eszter',
      last_name: 'Nagy',
      phone: '+36 30 555 0123',
      locale: 'hu',
      activated_at: isoSeconds(activatedAt),
      is_newsletter_subscriber: true,
      invoice_data: {
        is_company: false,
        name: 'Nagy Eszter',
        country_id: HUNGARY_ID,
        zipcode: '6720',
        city: 'Szeged',
        address: 'Kárász utca 12. 2/5.',
        tax_number: null,
      },
      delivery_data: {
        name: 'Nagy Eszter',
        country_id: HUNGARY_ID,
        zipcode: '6720',
        city: 'Szeged',
        address: 'Kárász utca 12. 2/5.',
      },
      favourite_product_ids: favourites,
    },
  ];
}
