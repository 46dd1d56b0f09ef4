import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../domain/money.js';
import { fixtures, resetFixtureIds } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { NextTierNudge, Price, PriceDisplay, TierTable } from './price.js';

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

// Rattan side table: 24 900 Ft gross (19 606 net); 5–9 pieces 22 900 (18 031 net); 10+ 19 900 (15 669 net).
const tiered = () => fixtures.productWithTiers();

beforeEach(() => {
  resetFixtureIds();
});

describe('Price', () => {
  it('shows the net unit price by default (requirements §1: application state defaults to net), labelled net', () => {
    const { container } = renderShop(<Price product={tiered()} />);
    expect(text(container.querySelector('[data-slot="price-current"]'))).toBe('19 606 Ft');
    expect(text(container.querySelector('[data-slot="price-vat"]'))).toBe('nettó');
  });

  it('shows the gross price in gross mode and says it includes VAT', () => {
    const { container } = renderShop(<Price product={tiered()} />, { initialVatMode: 'gross', locale: 'en' });
    expect(text(container.querySelector('[data-slot="price-current"]'))).toBe('24 900 Ft');
    expect(text(container.querySelector('[data-slot="price-vat"]'))).toBe('incl. VAT');
  });

  it('labels the price bruttó / nettó in Hungarian, and leaves the label out with showVat={false}', () => {
    const product = tiered();
    const shown = (container: HTMLElement) => ['price-current', 'price-vat'].map((slot) => text(container.querySelector(`[data-slot="${slot}"]`)));
    const gross = renderShop(<Price product={product} />, { defaultVatMode: 'gross', locale: 'hu' });
    expect(shown(gross.container)).toEqual(['24 900 Ft', 'bruttó']);
    gross.unmount();
    const net = renderShop(<Price product={product} />, { initialVatMode: 'net', locale: 'hu' });
    expect(shown(net.container)).toEqual(['19 606 Ft', 'nettó']);
    net.unmount();
    const bare = renderShop(<Price product={product} showVat={false} />, { initialVatMode: 'gross', locale: 'hu' });
    expect(bare.container.querySelector('[data-slot="price-vat"]')).toBeNull();
  });

  it('shows the price in the shopper’s currency with two decimals for EUR (requirements §9)', () => {
    const { container } = renderShop(<Price product={tiered()} />, { initialCurrency: 'EUR', initialVatMode: 'gross' });
    expect(text(container.querySelector('[data-slot="price-current"]'))).toBe('63.85 €');
  });

  it('lowers the unit price at a tier quantity (requirements §5) without striking anything through', () => {
    const { container } = renderShop(<Price product={tiered()} quantity={10} />, { initialVatMode: 'gross' });
    expect(text(container.querySelector('[data-slot="price-current"]'))).toBe('19 900 Ft');
    expect(container.querySelector('[data-slot="price-original"]')).toBeNull();
    expect(container.querySelector('[data-slot="price"]')?.getAttribute('data-state')).toBe('regular');
  });

  it('strikes the reference price through with its meaning in words and shows the discount on sale', async () => {
    const product = fixtures.productOnSale();
    const { container } = renderShop(<Price product={product} />, { initialVatMode: 'gross', locale: 'en' });
    const original = container.querySelector('[data-slot="price-original"]');
    expect(original?.tagName).toBe('S');
    expect(text(original)).toBe(text({ textContent: formatMoney(product.prices_by_currencies.HUF.price_original_gross!, 'HUF') } as Element));
    // Visible, not only spoken: the struck price is the lowest of the 30 days before the reduction.
    const reference = container.querySelector('[data-slot="price-reference"]');
    expect(text(reference)).toBe(`Lowest price in the last 30 days: ${text(original)}`);
    expect(reference?.querySelector('.sr-only')).toBeNull();
    expect(text(container.querySelector('[data-slot="price-current"]'))).toMatch(/^Current price: [\d ]+ Ft$/);
    const badge = container.querySelector('[data-slot="price-discount"]');
    expect(badge?.querySelector('.sr-only')?.textContent).toBe(`${product.discount_percent}% off`);
    expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toBe(`−${product.discount_percent}%`);
    await expectNoAxeViolations(container);
  });
});

describe('PriceDisplay', () => {
  it('shows already-formatted figures, the struck price labelled as the lowest price of the last 30 days', () => {
    const { container } = renderShop(<PriceDisplay current="12 700 Ft" original="15 000 Ft" discountPercent={15} />, { locale: 'hu' });
    expect(text(container.querySelector('[data-slot="price-reference"]'))).toBe('Az elmúlt 30 nap legalacsonyabb ára: 15 000 Ft');
    expect(screen.getByText('15% kedvezmény')).toBeTruthy();
  });

  it('labels the reference compactly for cards, and a struck price that is no reduction only as "Original price"', () => {
    const compact = renderShop(<PriceDisplay current="12 700 Ft" original="15 000 Ft" reference="compact" />, { locale: 'hu' });
    expect(text(compact.container.querySelector('[data-slot="price-reference"]'))).toBe('30 napos legalacsonyabb ár: 15 000 Ft');
    compact.unmount();
    const list = renderShop(<PriceDisplay current="12 700 Ft" original="15 000 Ft" reference={false} />, { locale: 'en' });
    expect(list.container.querySelector('[data-slot="price-reference-label"]')).toBeNull();
    expect(text(screen.getByText('Original price:', { exact: false }).parentElement)).toBe('Original price: 15 000 Ft');
  });
});

describe('TierTable', () => {
  it('lists the single-piece price and one "from N pieces" row per tier, highlighting the tier that applies', async () => {
    const { container } = renderShop(<TierTable product={tiered()} quantity={6} />, { initialVatMode: 'gross', locale: 'en' });
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows.map((row) => [...row.children].map((cell) => text(cell)).join(' | '))).toEqual([
      '1–4 pieces | 24 900 Ft / piece',
      'from 5 pieces | 22 900 Ft / piece (Your price)',
      'from 10 pieces | 19 900 Ft / piece',
    ]);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(screen.getByRole('table', { name: 'Quantity discounts' })).toBeTruthy();
    // The price column says which VAT mode its figures are in.
    expect(text(screen.getAllByRole('columnheader')[1]!)).toMatch(/incl\. VAT$/);
    await expectNoAxeViolations(container);
  });

  it('labels each tier by the first quantity it prices, true at exactly that quantity, in both languages', () => {
    const product = tiered();
    const starts = product.prices_by_currencies.HUF!.qty_discounts!.map((tier) => tier.quantity);
    expect(starts.length).toBeGreaterThan(0);
    for (const [locale, label] of [
      ['en', (n: number) => `from ${n} pieces`],
      ['hu', (n: number) => `${n} db-tól`],
    ] as const) {
      for (const start of starts) {
        const { container, unmount } = renderShop(<TierTable product={product} quantity={start} />, { locale });
        const active = container.querySelector('tbody tr[data-state="active"] th');
        expect(text(active), `${locale} at ${start}`).toBe(label(start));
        // One piece fewer is not yet in that tier.
        const below = renderShop(<TierTable product={product} quantity={start - 1} />, { locale });
        expect(text(below.container.querySelector('tbody tr[data-state="active"] th')), `${locale} at ${start - 1}`).not.toBe(label(start));
        below.unmount();
        unmount();
      }
    }
  });

  it('leaves out the base row when the first tier starts at 1 piece, as no quantity is "under 1 piece"', () => {
    const product = tiered();
    const huf = product.prices_by_currencies.HUF!;
    const [first, ...rest] = huf.qty_discounts!;
    const fromOne = {
      ...product,
      prices_by_currencies: { ...product.prices_by_currencies, HUF: { ...huf, qty_discounts: [{ ...first!, quantity: 1 }, ...rest] } },
    };
    const { container } = renderShop(<TierTable product={fromOne} quantity={1} />, { locale: 'en', initialVatMode: 'gross' });
    const labels = [...container.querySelectorAll('tbody tr th')].map((cell) => text(cell));
    expect(labels).toEqual(['from 1 piece', ...rest.map((tier) => `from ${tier.quantity} pieces`)]);
    expect(container.querySelector('tbody tr[data-state="active"] th')?.textContent).toBe('from 1 piece');
  });

  it('words the base price as the single-piece price when the first tier starts at 2 pieces, in both languages', () => {
    const product = tiered();
    const huf = product.prices_by_currencies.HUF!;
    const [first, ...rest] = huf.qty_discounts!;
    const fromTwo = {
      ...product,
      prices_by_currencies: { ...product.prices_by_currencies, HUF: { ...huf, qty_discounts: [{ ...first!, quantity: 2 }, ...rest] } },
    };
    for (const [locale, single, from] of [
      ['en', '1 piece', 'from 2 pieces'],
      ['hu', '1 db', '2 db-tól'],
    ] as const) {
      const { container, unmount } = renderShop(<TierTable product={fromTwo} quantity={1} />, { locale });
      const labels = [...container.querySelectorAll('tbody tr th')].map((cell) => text(cell));
      expect(labels.slice(0, 2), locale).toEqual([single, from]);
      expect(labels.join(' '), locale).not.toMatch(/under|alatt/);
      unmount();
    }
  });

  it('renders nothing when a single tier from 1 piece leaves one price for every quantity', () => {
    const product = tiered();
    const huf = product.prices_by_currencies.HUF!;
    const [first] = huf.qty_discounts!;
    const onePrice = {
      ...product,
      prices_by_currencies: { ...product.prices_by_currencies, HUF: { ...huf, qty_discounts: [{ ...first!, quantity: 1, quantity_to: null }] } },
    };
    const { container } = renderShop(<TierTable product={onePrice} quantity={3} />, { locale: 'en' });
    expect(container.querySelector('table')).toBeNull();
  });

  it('highlights the base row below the first tier and the top tier above the highest quantity', () => {
    const { container, rerender } = renderShop(<TierTable product={tiered()} quantity={1} />);
    const active = () => [...container.querySelectorAll('tbody tr')].findIndex((row) => row.getAttribute('data-state') === 'active');
    expect(active()).toBe(0);
    rerender(<TierTable product={tiered()} quantity={250} />);
    expect(active()).toBe(2);
  });

  it('prices the base row in the shopper’s currency even while the product was fetched in another', () => {
    const product = tiered();
    // As fetched in HUF, shown after a switch to EUR before the EUR answer arrives.
    const { container } = renderShop(<TierTable product={product} quantity={1} />, { locale: 'en', initialCurrency: 'EUR', initialVatMode: 'net' });
    const euro = product.prices_by_currencies.EUR!;
    const base = text(container.querySelector('tbody tr td'));
    expect(base).toBe(`${formatMoney(euro.price_net, 'EUR')} / piece (Your price)`.replace(/\s+/g, ' '));
    expect(base).not.toContain('Ft');
  });

  it('renders nothing for a product without tiers', () => {
    const product = fixtures.product();
    const plain = { ...product, prices_by_currencies: { ...product.prices_by_currencies, HUF: { ...product.prices_by_currencies.HUF, qty_discounts: [] } } };
    const { container } = renderShop(<TierTable product={plain} />);
    expect(container.querySelector('table')).toBeNull();
  });
});

describe('NextTierNudge', () => {
  it('says how many more pieces reach the next tier and its unit price', () => {
    const { container } = renderShop(<NextTierNudge product={tiered()} quantity={2} />, { locale: 'en', initialVatMode: 'gross' });
    expect(text(container.querySelector('[data-slot="next-tier-nudge"]'))).toBe('Buy 3 more to pay 22 900 Ft incl. VAT each');
  });

  it("labels the next tier's price with the VAT mode in Hungarian", () => {
    const product = tiered();
    const gross = renderShop(<NextTierNudge product={product} quantity={2} />, { locale: 'hu', initialVatMode: 'gross' });
    expect(text(gross.container.querySelector('[data-slot="next-tier-nudge"]'))).toBe(
      'Vásároljon még 3 darabot, és darabonként csak bruttó 22 900 Ft lesz az ár',
    );
    gross.unmount();
    const net = renderShop(<NextTierNudge product={product} quantity={2} />, { locale: 'hu', initialVatMode: 'net' });
    expect(text(net.container.querySelector('[data-slot="next-tier-nudge"]'))).toBe('Vásároljon még 3 darabot, és darabonként csak nettó 18 031 Ft lesz az ár');
  });

  it('is silent at the top tier, keeping its live region in place', () => {
    const { container } = renderShop(<NextTierNudge product={tiered()} quantity={12} />, { locale: 'en' });
    const nudge = container.querySelector('[data-slot="next-tier-nudge"]');
    expect(nudge?.getAttribute('aria-live')).toBe('polite');
    expect(text(nudge)).toBe('');
  });
});
