import type { SeedCurrency } from '../types.js';

/** HUF is the default (requirements §1, §9); rates are forints per unit. */
export const currencies: SeedCurrency[] = [
  {
    id: 'HUF',
    code: 'HUF',
    name: { hu: 'magyar forint', en: 'Hungarian forint' },
    symbol: 'Ft',
    decimals: 0,
    rate_huf: 1,
    is_default: true,
  },
  {
    id: 'EUR',
    code: 'EUR',
    name: { hu: 'euró', en: 'euro' },
    symbol: '€',
    decimals: 2,
    rate_huf: 395,
    is_default: false,
  },
  {
    id: 'USD',
    code: 'USD',
    name: { hu: 'amerikai dollár', en: 'US dollar' },
    symbol: '$',
    decimals: 2,
    rate_huf: 365,
    is_default: false,
  },
];
