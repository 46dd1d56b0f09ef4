// A company's tax number is checked by its check digit, VAT code and region code, the same rule the
// package's checkout form uses, and the server says which part is wrong in the shopper's language.
import { checkTaxNumber } from 'otthon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './support/api.js';
import { Client, expectContract, expectError } from './support/client.js';

let api: TestApi;
beforeAll(async () => void (api = await createTestApi()));
afterAll(() => api.close());

const company = (tax_number: string) => ({
  email: 'beszerzes@example.hu',
  phone: '+36 30 123 4567',
  invoice_data: { is_company: true, name: 'Otthon Bútor Kft.', tax_number, country_id: 1, zipcode: '1138', city: 'Budapest', address: 'Váci út 1.' },
  delivery_data: null,
});

const WRONG = [
  {
    taxNumber: '12345678-2-41',
    en: 'The check digit of the tax number (its 8th digit) is wrong.',
    hu: 'Az adószám ellenőrző számjegye (a 8. számjegy) hibás.',
  },
  {
    taxNumber: 'HU26543219',
    en: 'The check digit of the tax number (its 8th digit) is wrong.',
    hu: 'Az adószám ellenőrző számjegye (a 8. számjegy) hibás.',
  },
  {
    taxNumber: '12345676-9-41',
    en: 'The VAT code of the tax number (its 9th digit) must be 1 to 5.',
    hu: 'Az adószám áfakódja (a 9. számjegy) csak 1 és 5 között lehet.',
  },
  {
    taxNumber: '12345676-2-01',
    en: 'The last two digits of the tax number are not a known region code.',
    hu: 'Az adószám utolsó két számjegye nem érvényes területi kód.',
  },
  ...['00000000-1-02', 'HU00000000', '00000000102', '01234565-2-41'].map((taxNumber) => ({
    taxNumber,
    en: 'No taxpayer has this number: its first eight digits never begin with 0.',
    hu: 'Ilyen adószám nincs: az első nyolc számjegye nem kezdődhet 0-val.',
  })),
  {
    taxNumber: '12-345676-2-41',
    en: 'Enter a tax number such as 12345676-2-41, or an EU VAT number such as HU12345676.',
    hu: 'Adjon meg adószámot 12345676-2-41 formában, vagy közösségi adószámot HU12345676 formában.',
  },
] as const;

describe("a company's tax number on PUT /api/cart/customer", () => {
  it('is refused with 422 naming the tax number field and what is wrong with it, in English and Hungarian', async () => {
    for (const locale of ['en', 'hu'] as const) {
      const client = await new Client(api, { locale }).start();
      for (const wrong of WRONG) {
        const error = expectError(await client.put('/api/cart/customer', company(wrong.taxNumber)), 422);
        expect(error.errors, `${locale} ${wrong.taxNumber}`).toEqual({ 'invoice_data.tax_number': [wrong[locale]] });
      }
    }
  });

  it('is kept in one form when valid: a domestic tax number with its hyphens, an EU VAT number in capitals', async () => {
    const client = await new Client(api, { locale: 'en' }).start();
    const kept = {
      '10773381-2-44': '10773381-2-44',
      '26543217-2-41': '26543217-2-41',
      '12345676241': '12345676-2-41',
      HU12345676: 'HU12345676',
      ' hu12345676 ': 'HU12345676',
    };
    for (const [taxNumber, stored] of Object.entries(kept)) {
      expect(checkTaxNumber(taxNumber), taxNumber).toBeNull();
      const cart = expectContract('updateCustomer', await client.put('/api/cart/customer', company(taxNumber)));
      expect(cart.customer_data.invoice_data?.tax_number, taxNumber).toBe(stored);
    }
  });
});
