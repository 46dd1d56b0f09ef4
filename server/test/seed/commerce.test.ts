import { describe, expect, it } from 'vitest';
import { seedData } from '../../seed/index.js';

const { currencies, countries, cities, delivery_methods: delivery, payment_methods: payment, coupons, customers, showroom, home, products, brands } = seedData;

describe('seed currencies and places', () => {
  it('offers HUF by default plus EUR and USD, with Ft/€/$ and 0/2/2 decimals (requirements §9)', () => {
    expect(currencies.map((currency) => [currency.id, currency.symbol, currency.decimals])).toEqual([
      ['HUF', 'Ft', 0],
      ['EUR', '€', 2],
      ['USD', '$', 2],
    ]);
    expect(currencies.filter((currency) => currency.is_default).map((currency) => currency.id)).toEqual(['HUF']);
    expect(currencies.find((currency) => currency.id === 'HUF')?.rate_huf).toBe(1);
    for (const currency of currencies.filter((candidate) => candidate.id !== 'HUF')) {
      expect(currency.rate_huf).toBeGreaterThan(300);
      expect(currency.rate_huf).toBeLessThan(450);
    }
  });

  it('lists at least 10 countries with Hungary first and unique ISO codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(10);
    expect(countries[0]).toMatchObject({ code: 'HU', name: { hu: 'Magyarország', en: 'Hungary' } });
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    for (const country of countries) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('lists every Hungarian postcode with its settlements, Budapest’s with the district, where they lie', () => {
    expect(new Set(cities.map((city) => city.zipcode)).size).toBeGreaterThanOrEqual(3_000);
    expect(cities.map((city) => city.id)).toEqual(cities.map((_city, index) => index + 1));
    for (const city of cities) {
      expect(city.zipcode).toMatch(/^[1-9]\d{3}$/);
      expect(city.country_id).toBe(countries[0]?.id);
      expect(city.name.en).toBe(city.name.hu);
      expect(city.lat).toBeGreaterThan(45.7);
      expect(city.lng).toBeGreaterThan(16.1);
    }
    const budapest = cities.filter((city) => city.name.hu === 'Budapest');
    expect(budapest).toHaveLength(161);
    expect(new Set(budapest.map((city) => city.district)).size).toBe(23);
    expect(cities.filter((city) => city.name.hu !== 'Budapest' && city.district !== null)).toEqual([]);
    const names = (zipcode: string) => cities.filter((city) => city.zipcode === zipcode).map((city) => [city.name.hu, city.district]);
    expect(names('1117')).toEqual([['Budapest', 'XI.']]);
    expect(names('2000')).toEqual([['Szentendre', null]]);
    expect(names('2655').map(([name]) => name)).toEqual(['Kisecset', 'Kétbodony', 'Szente']);
    expect(names('6720')).toEqual([['Szeged', null]]);
  });
});

describe('seed checkout options', () => {
  it('offers showroom pickup free, home delivery free from 159 900 Ft gross, and a small parcel locker fee (requirements §9)', () => {
    const method = (key: string) => delivery.find((candidate) => candidate.key === key);
    expect(method('showroom_pickup')).toMatchObject({ price_gross_huf: 0 });
    expect(method('home_delivery')?.price_gross_huf).toBeGreaterThan(0);
    expect(method('home_delivery')?.free_from_gross_huf).toBe(159_900);
    expect(method('parcel_locker')?.price_gross_huf).toBeLessThan(method('home_delivery')?.price_gross_huf ?? 0);
    for (const candidate of delivery) expect(Number.isInteger(candidate.price_gross_huf)).toBe(true);
  });

  it('limits payment by delivery method with ids that exist; lockers are prepaid only (requirements §4)', () => {
    const ids = new Set(payment.map((method) => method.id));
    for (const candidate of delivery) {
      expect(candidate.allowed_payment_methods.length).toBeGreaterThan(0);
      for (const id of candidate.allowed_payment_methods) expect(ids.has(id)).toBe(true);
    }
    const cashOnDelivery = payment.find((method) => method.key === 'cash_on_delivery')?.id;
    expect(delivery.find((candidate) => candidate.key === 'parcel_locker')?.allowed_payment_methods).not.toContain(cashOnDelivery);
    expect(payment.map((method) => method.key).sort()).toEqual(['bank_transfer', 'card', 'card_barion', 'cash_on_delivery']);
    expect(payment.find((method) => method.key === 'card')?.is_online).toBe(true);
  });

  it('has a card method of Barion’s own, offered beside SimplePay’s, wherever the card method is allowed', () => {
    const card = payment.find((method) => method.key === 'card')!;
    const barion = payment.find((method) => method.key === 'card_barion')!;
    expect(card.provider).toBeUndefined();
    expect(barion).toMatchObject({
      id: 4,
      provider: 'barion',
      is_online: true,
      title: { hu: 'Bankkártyás fizetés Barionnal', en: 'Card payment with Barion' },
    });
    for (const candidate of delivery) {
      expect(candidate.allowed_payment_methods.includes(barion.id)).toBe(candidate.allowed_payment_methods.includes(card.id));
    }
  });

  it('has coupons for every rule: percent, fixed amount, minimum order, e-mail bound, expired and used up (requirements §5)', () => {
    const reference = Date.parse(seedData.reference_date);
    const code = (value: string) => coupons.find((coupon) => coupon.code === value);
    expect(code('OTTHON10')).toMatchObject({ type: 'percent', value: 10, min_order_gross_huf: null, email: null });
    expect(code('KANAPE5000')).toMatchObject({ type: 'fixed', value: 5_000 });
    expect(code('NAGYKOSAR')).toMatchObject({ type: 'percent', value: 15, min_order_gross_huf: 300_000 });
    expect(code('VIP-ANNA')).toMatchObject({ email: 'anna@example.hu' });
    expect(coupons.some((coupon) => coupon.expires_at !== null && Date.parse(coupon.expires_at) < reference)).toBe(true);
    expect(coupons.some((coupon) => coupon.max_uses !== null && coupon.used_count >= coupon.max_uses)).toBe(true);
    expect(new Set(coupons.map((coupon) => coupon.code)).size).toBe(coupons.length);
  });
});

describe('seed showroom, home page and demo customer', () => {
  it('opens the showroom Mon–Tue 9–17, Wed–Thu 10–18, Fri 10–17, Sat 10–16 and closes on Sunday (requirements §9)', () => {
    const hours = new Map(showroom.opening_hours.flatMap((entry) => entry.days.map((day) => [day, [entry.open, entry.close]])));
    expect([...hours.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(hours.get(1)).toEqual(['09:00', '17:00']);
    expect(hours.get(2)).toEqual(['09:00', '17:00']);
    expect(hours.get(3)).toEqual(['10:00', '18:00']);
    expect(hours.get(4)).toEqual(['10:00', '18:00']);
    expect(hours.get(5)).toEqual(['10:00', '17:00']);
    expect(hours.get(6)).toEqual(['10:00', '16:00']);
    expect(hours.get(7)).toEqual([null, null]);
    expect(showroom.address.zipcode).toMatch(/^1\d{3}$/);
    expect(showroom.routes.some((route) => route.url?.startsWith('https://'))).toBe(true);
  });

  it('features brands and in-stock best products that exist', () => {
    expect(home.featured_brand_ids.length).toBeGreaterThan(0);
    for (const id of home.featured_brand_ids) expect(brands.some((brand) => brand.id === id)).toBe(true);
    expect(home.best_product_ids.length).toBeGreaterThanOrEqual(8);
    for (const id of home.best_product_ids) expect(products.find((product) => product.id === id)?.stock).toBeGreaterThan(0);
  });

  it('has an activated demo customer with Hungarian billing and delivery data and existing favourites', () => {
    const demo = customers.find((customer) => customer.email === 'demo@otthon.example');
    expect(demo).toBeDefined();
    expect(demo?.password.length).toBeGreaterThanOrEqual(12);
    expect(Date.parse(demo?.activated_at ?? '')).toBeLessThan(Date.parse(seedData.reference_date));
    expect(demo?.invoice_data).toMatchObject({ country_id: countries[0]?.id, is_company: false });
    expect(cities.some((city) => city.zipcode === demo?.invoice_data.zipcode && city.name.hu === demo?.invoice_data.city)).toBe(true);
    for (const id of demo?.favourite_product_ids ?? []) expect(products.some((product) => product.id === id)).toBe(true);
  });
});
