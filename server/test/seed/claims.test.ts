/**
 * The shop's environmental claims (Directive (EU) 2024/825; docs/requirements.md "Green claims"):
 * no generic claim ("eco", "environmentally friendly", "green", "sustainable", …) in any text the
 * shop publishes, in either language — the seed (products, brands, pages, posts, menus), the
 * components' message catalogues and the mock shop's catalogue. A statement about a material must
 * rest on a certification stated as data, with its licence code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { messages } from 'otthon/core';
import { defaultCatalogue } from 'otthon/msw';
import { describe, expect, it } from 'vitest';
import { LEGAL_GUARANTEE } from '../../seed/content/pages/legal.js';
import { en as serverEn } from '../../src/messages/en.js';
import { hu as serverHu } from '../../src/messages/hu.js';
import { seedData } from '../../seed/index.js';
import { collectStrings } from './support.js';

/**
 * Generic environmental claims, as a shopper would read them, in both languages. JavaScript's `\b`
 * knows only ASCII letters, so the Hungarian patterns mark a word's start with `(?<!\p{L})`.
 */
export const GENERIC_CLAIMS: readonly RegExp[] = [
  /\beco[- ]?(friendly|conscious|logical)\b/i,
  /\beco\b/i,
  /\benvironment(al(ly)?)?[- ]friendly\b/i,
  /\benvironmentally (sound|responsible|conscious|safe|better)\b/i,
  /\bkind to the (planet|environment)\b/i,
  /\b(planet|earth)[- ]friendly\b/i,
  /\bgreen(er)? (choice|product|furniture|material|living|option|home|future|solution)s?\b/i,
  /\bgreener\b/i,
  /\bgo(ing|es)? green\b/i,
  /\bsustainabl[ey]\b/i,
  /\bcommitted to sustainability\b/i,
  /\b(climate|carbon|co2)[- ](neutral|positive|friendly|compensated)\b/i,
  /\benergy[- ](saving|efficient)\b/i,
  /\bbiodegradable\b/i,
  /\bnatural(ly)? friendly\b/i,
  /\bresponsibly sourced\b/i,
  /környezetbarát/iu,
  /környezetkímélő/iu,
  /környezettudatos/iu,
  /természetbarát/iu,
  /(?<!\p{L})öko/iu,
  // Every form of "fenntartható" but the topic's name, "fenntarthatóság" (and its endings, and its address).
  /fenntarthat(?!óság|osag)\p{L}*/iu,
  /fenntarthatóság\p{L}* (iránt|mellett) elkötelez/iu,
  /(klíma|karbon|szén-dioxid)[- ]?semleges/iu,
  /energiatakarékos/iu,
  /(?<!\p{L})zöld(ebb)? (választás|termék|bútor|anyag|megoldás|otthon|jövő|életmód|szemlélet)\p{L}*/iu,
  /(?<!\p{L})zöldebb(?!\p{L})/iu,
  /felelős(en|ségteljesen)? (forrásból|beszerzett)/iu,
  /lebomló/iu,
];

/** The components' messages as text (the catalogue's ICU text; a message compiled to its AST would not be text). */
const catalogue = (locale: 'hu' | 'en') => Object.values(messages[locale]).filter((message): message is string => typeof message === 'string');

/** Every claim found in `texts`, with its text. */
export function genericClaims(texts: readonly string[]): string[] {
  return texts.flatMap((text) => GENERIC_CLAIMS.filter((pattern) => pattern.test(text)).map((pattern) => `${pattern}: ${text.slice(0, 160)}`));
}

describe('environmental claims', () => {
  it('finds none of the generic claims in any seeded text, in either language', () => {
    expect(genericClaims(collectStrings(seedData))).toEqual([]);
  });

  it('finds none in the message catalogues or in the mock shop catalogue', () => {
    expect(genericClaims([...catalogue('hu'), ...catalogue('en'), ...collectStrings(defaultCatalogue)])).toEqual([]);
  });

  it('finds none in the storefront’s own texts or in the server’s (mails, answers)', () => {
    // The shop's catalogue of a language: its core and the parts some screens load (`hu.orders.json`, …).
    const catalogues = new URL('../../../storefront/app/i18n/', import.meta.url);
    const storefront = (locale: 'hu' | 'en') =>
      readdirSync(catalogues)
        .filter((file) => new RegExp(`^${locale}(\\.[a-z]+)?\\.json$`).test(file))
        .flatMap((file) => Object.values(JSON.parse(readFileSync(new URL(file, catalogues), 'utf8')) as Record<string, string>));
    const texts = [...storefront('hu'), ...storefront('en'), ...Object.values(serverHu), ...Object.values(serverEn)];
    expect(texts.length).toBeGreaterThan(400);
    expect(genericClaims(texts)).toEqual([]);
  });

  it('catches the generic claims the shop used to make, in both languages', () => {
    expect(genericClaims(['A legfenntarthatóbb bútor az, amelyet nem kell lecserélni.'])).toHaveLength(1);
    expect(genericClaims(['The most sustainable piece of furniture is the one you never have to replace.'])).toHaveLength(1);
    expect(genericClaims(['energiatakarékos LED-foglalattal', 'with energy-saving LED fittings'])).toHaveLength(2);
    // Five: "eco-friendly" is both an eco- word and "eco" on its own.
    expect(genericClaims(['Környezetbarát, öko kanapé', 'An eco-friendly, green choice'])).toHaveLength(5);
    // Hungarian words start with letters JavaScript's \b does not know (ö), and inflect.
    for (const claim of [
      'öko kanapé',
      'Öko-bútor',
      'ökobarát festék',
      'Bútoraink fenntarthatóak.',
      'fenntarthatók',
      'egy fenntarthatót',
      'zöldebb otthon',
      'zöld jövőért',
    ]) {
      expect(genericClaims([claim]).length, claim).toBeGreaterThan(0);
    }
    for (const claim of ['A greener home', 'Go green with oak', 'environmentally sound lacquer', 'We are committed to sustainability']) {
      expect(genericClaims([claim]).length, claim).toBeGreaterThan(0);
    }
    // A topic's name, a colour and words that merely begin alike are no claim.
    expect(genericClaims(['Fenntarthatóság', 'Sustainability', 'A fenntarthatóságról', 'zsályazöld', 'sage green', 'Zöldség'])).toEqual([]);
  });

  it('backs every wood certification named in the texts with a product that carries its licence code', () => {
    const codes = new Set(seedData.products.flatMap((product) => product.safety.certifications.map((c) => c.licence_code)));
    const named = new Set(collectStrings(seedData.pages).flatMap((text) => text.match(/FSC-C\d{6}/g) ?? []));
    expect(named.size).toBeGreaterThan(0);
    for (const code of named) expect(codes).toContain(code);
  });
});

describe('legal guarantee and accessibility in the terms', () => {
  const page = (key: string) => seedData.pages.find((candidate) => candidate.key === key);

  it('quotes the harmonised legal-guarantee notice in the terms and on the warranty page word for word as the components do', () => {
    const [hu, en] = [catalogue('hu'), catalogue('en')];
    expect(hu).toContain(LEGAL_GUARANTEE.hu.text);
    expect(en).toContain(LEGAL_GUARANTEE.en.text);
    for (const key of ['terms', 'warranty']) {
      expect(page(key)?.html.hu).toContain(LEGAL_GUARANTEE.hu.text);
      expect(page(key)?.html.en).toContain(LEGAL_GUARANTEE.en.text);
    }
  });

  it('names the legal guarantee apart from the shop’s commercial one on the warranty page, as Hungarian law does', () => {
    const warranty = page('warranty');
    for (const term of ['Kellékszavatosság', 'Termékszavatosság', 'Kötelező jótállás', 'Kereskedelmi jótállásunk']) expect(warranty?.html.hu).toContain(term);
    for (const term of ['Legal guarantee of conformity', 'Product liability', 'Mandatory guarantee', 'Our commercial guarantee'])
      expect(warranty?.html.en).toContain(term);
  });

  it('publishes the accessibility statement, links it from the terms and the footer, with the standard, limits and a way to report a barrier', () => {
    const statement = page('accessibility');
    expect(statement?.slug).toEqual({ hu: 'akadalymentesseg', en: 'accessibility' });
    expect(statement?.html.hu).toMatch(/EN 301 549[\s\S]*WCAG 2\.1 AA[\s\S]*WCAG 2\.2 AA[\s\S]*Ismert korlátok[\s\S]*Akadály bejelentése/);
    expect(statement?.html.en).toMatch(/EN 301 549[\s\S]*WCAG 2\.1 level AA[\s\S]*WCAG 2\.2 AA[\s\S]*Known limits[\s\S]*Report a barrier/);
    for (const locale of ['hu', 'en'] as const) {
      expect(page('terms')?.html[locale]).toContain(`/${statement?.slug[locale]}`);
      expect(JSON.stringify(seedData.menus.footer)).toContain(statement?.slug[locale]);
    }
  });
});
