// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import huMessages from '../i18n/messages/hu.json';
import { defaultCatalogue } from './fixtures/catalogue.js';
import { schemaMessage } from '../contract/messages.js';

const contractMessage = (locale: 'hu' | 'en', text: string) => schemaMessage(locale, text) ?? text;
import { createMockShop, DEMO_ORDER_HASHES } from './shop.js';

const here = new URL('.', import.meta.url).pathname;
const contractDir = new URL('../contract/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Second-person singular ("te") forms: imperatives, verbs and possessives that speak to the
 * shopper informally. The house rule is the formal "Ön" (as in src/i18n/messages/hu.json).
 */
const INFORMAL = [
  'add',
  'adj',
  'válassz',
  'válaszd',
  'töröld',
  'aktiváld',
  'próbáld',
  'fizess',
  'jelentkezz',
  'ellenőrizd',
  'fogadd',
  'végezd',
  'írj',
  'írd',
  'nyisd',
  'mérd',
  'ápold',
  'kerüld',
  'frissítsd',
  'számolj',
  'hagyj',
  'tisztítsd',
  'óvd',
  'kövess',
  'nézd',
  'keresd',
  'kattints',
  'töltsd',
  'lépj',
  'iratkozz',
  'kérj',
  'vásárolj',
  'rendeld',
  'használd',
  'kosarad',
  'kosaradat',
  'kosaradban',
  'fiókod',
  'fiókodat',
  'jelszavad',
  'rendelésed',
  'rendelésedet',
  'üzeneted',
  'üzenetedet',
  'ajánlatkérésedet',
  'elérhetőségedet',
  'adataidat',
  'e-mail-címed',
  'e-mail-címedet',
  'neved',
  'veled',
  'neked',
  'nálad',
  'számodra',
  'választhatsz',
  'követheted',
  'bejelentkezhetsz',
  'kipróbálhatsz',
  'döntesz',
  'találod',
  'hazaviszed',
  'elfogadod',
  'hozzájárulásoddal',
  'kijelentkeztél',
  'feliratkoztál',
  'beváltottad',
  'jogosultságod',
  'szeretnéd',
  'szeretnél',
];
const informal = new RegExp(`(?<!\\p{L})(${INFORMAL.join('|')})(?!\\p{L})`, 'iu');
const HUNGARIAN_LETTER = /[áéíóöőúüű]/i;

/** String literals of the mock's sources that are Hungarian: they have a Hungarian letter or are a `hu:` value. */
function hungarianLiterals(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const file of sourceFiles(here)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(hu:\s*)?(?:'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`)/g)) {
      const text = match[2] ?? match[3] ?? '';
      if (match[1] || HUNGARIAN_LETTER.test(text)) {
        const line = source.slice(0, match.index).split('\n').length;
        out.push({ where: `${relative(here, file)}:${line}`, text });
      }
    }
  }
  return out;
}

describe('the mock shop in Hungarian', () => {
  it('addresses the shopper formally ("Ön") in every Hungarian text', () => {
    const literals = hungarianLiterals();
    expect(literals.length).toBeGreaterThan(100);
    const offenders = literals.filter(({ text }) => informal.test(text)).map(({ where, text }) => `${where}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('words the shared validation messages as the package itself does', () => {
    expect(contractMessage('hu', 'Please accept the privacy policy.')).toBe(huMessages['consent.errors.privacy']);
    expect(contractMessage('hu', 'Please accept the terms and conditions.')).toBe(huMessages['consent.errors.terms']);
    expect(contractMessage('hu', 'Please enter your name.')).toBe(huMessages['forms.errors.name']);
    expect(contractMessage('hu', 'Enter a phone number such as +36 30 123 4567.')).toBe(huMessages['forms.errors.phone']);
    expect(contractMessage('hu', 'Enter a valid postal code.')).toBe(huMessages['forms.errors.zipcode']);
  });

  it('words every validation message of the contract in Hungarian, formally', () => {
    const messages = new Set<string>();
    for (const file of readdirSync(contractDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(join(contractDir, file), 'utf8');
      for (const match of source.matchAll(/(?:message: |_MESSAGE = )'([^']+)'/g)) messages.add(match[1]!);
    }
    expect(messages.size).toBeGreaterThan(10);
    for (const text of messages) {
      const hungarian = contractMessage('hu', text);
      expect(hungarian, text).not.toBe(text);
      expect(hungarian, text).not.toMatch(informal);
    }
  });
});

describe('the demo orders', () => {
  it('show their payment and delivery methods, gateway message and items in the language of the request', () => {
    const shop = createMockShop();
    const english = shop.view({ locale: 'en' });
    const hungarian = shop.view({ locale: 'hu' });
    const card = defaultCatalogue.paymentMethods.find((method) => method.code === 'card_online')!;
    const cash = defaultCatalogue.paymentMethods.find((method) => method.code === 'cash_on_delivery')!;
    const delivery = defaultCatalogue.deliveryMethods.find((method) => method.code === 'home_delivery')!;

    const paid = shop.order({ view: english, params: { order_hash: DEMO_ORDER_HASHES.paid } });
    expect(paid.payment.method.title).toBe(card.title.en);
    expect(paid.payment.method.description).toBe(card.description.en);
    expect(paid.payment.response_message).toBe('Approved');
    expect(paid.delivery.title).toBe(delivery.title.en);
    const product = defaultCatalogue.products.find((item) => item.id === paid.items[0]!.product_id)!;
    expect(paid.items[0]!.name).toBe(product.title.en);
    expect(shop.order({ view: english, params: { order_hash: DEMO_ORDER_HASHES.cashOnDelivery } }).payment.method.title).toBe(cash.title.en);
    expect(shop.order({ view: english, params: { order_hash: DEMO_ORDER_HASHES.failed } }).payment.response_message).toBe(
      'Declined by the card issuer (do not honour)',
    );

    const same = shop.order({ view: hungarian, params: { order_hash: DEMO_ORDER_HASHES.paid } });
    expect(same.payment.method.title).toBe(card.title.hu);
    expect(same.delivery.title).toBe(delivery.title.hu);
    expect(same.items[0]!.name).toBe(product.title.hu);
    // The figures are the order's, whatever the language.
    expect(same.summary).toEqual(paid.summary);
    expect(same.payment.authorization_code).toBe(paid.payment.authorization_code);
  });
});
