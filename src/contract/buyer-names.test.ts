import { describe, expect, it } from 'vitest';
import { buyerNames } from './buyer-names.js';

describe('buyerNames', () => {
  it('splits a Hungarian name family name first, an English one last', () => {
    expect(buyerNames('Kovács Anna Mária', 'hu', null)).toEqual({ firstname: 'Anna Mária', lastname: 'Kovács' });
    expect(buyerNames('Anna Mary Smith', 'en', null)).toEqual({ firstname: 'Anna Mary', lastname: 'Smith' });
  });

  it('takes a one-word name as the family name in Hungarian and the first name in English', () => {
    expect(buyerNames('Kovács', 'hu', null)).toEqual({ firstname: '', lastname: 'Kovács' });
    expect(buyerNames('Anna', 'en', null)).toEqual({ firstname: 'Anna', lastname: '' });
    expect(buyerNames('  ', 'en', null)).toEqual({ firstname: '', lastname: '' });
  });

  it('gives a logged-in customer’s own names whatever the invoice says', () => {
    expect(buyerNames('Példa Kft.', 'hu', { firstname: 'Anna', lastname: 'Kovács' })).toEqual({ firstname: 'Anna', lastname: 'Kovács' });
  });
});
