import { describe, expect, it } from 'vitest';
import { categoryPath } from '../../seed/catalogue/categories.js';
import { STATIC_ROUTES } from '../../seed/content/links.js';
import { seedData } from '../../seed/index.js';
import type { CmsPageKey, Locale, SeedCmsPage, SeedMenuItem } from '../../seed/types.js';
import { ASCII_PATH, ASCII_SLUG, hrefs, plainText } from './support.js';

const { pages, blog_posts: posts, categories, products, menus } = seedData;
const page = (key: CmsPageKey): SeedCmsPage => {
  const found = pages.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`missing page ${key}`);
  return found;
};

/** Route-table slugs of the static pages (requirements §2). */
const SPEC_ROUTES: Partial<Record<CmsPageKey, { hu: string; en: string }>> = {
  faq: { hu: 'gyakran-ismetelt-kerdesek', en: 'faq' },
  terms: { hu: 'altalanos-szerzodesi-feltetelek', en: 'service-agrrement' },
  delivery: { hu: 'szallitas', en: 'delivery' },
  'delivery-and-payment': { hu: 'szallitasi-fizetesi-feltetelek', en: 'delivery-and-payment' },
  company: { hu: 'cegunk', en: 'companies' },
  careers: { hu: 'karrier', en: 'carrier' },
  'cookie-rules': { hu: 'cookie-szabalyzat', en: 'cookie-rules' },
  stocks: { hu: 'raktar', en: 'stocks' },
};

const FACTS = {
  returns: { hu: '14 nap', en: '14 days' },
  warranty: { hu: '2 év', en: '2 years' },
  freeShipping: { hu: '159900 Ft', en: '159900 Ft' },
  reservation: { hu: '10 perc', en: '10 minutes' },
  vat: { hu: '27%', en: '27%' },
} as const;

const HOURS = {
  hu: ['Hétfő–kedd: 09:00–17:00', 'Szerda–csütörtök: 10:00–18:00', 'Péntek: 10:00–17:00', 'Szombat: 10:00–16:00', 'Vasárnap: zárva'],
  en: ['Monday–Tuesday: 09:00–17:00', 'Wednesday–Thursday: 10:00–18:00', 'Friday: 10:00–17:00', 'Saturday: 10:00–16:00', 'Sunday: closed'],
};

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br']);

/** Whether an internal href leads to a route of requirements §2 that shows something that exists. */
function resolves(href: string, locale: Locale): boolean {
  const prefix = `/${locale}`;
  if (href === prefix) return true;
  if (!href.startsWith(`${prefix}/`)) return false;
  const rest = href.slice(prefix.length + 1);
  if (Object.values(STATIC_ROUTES).some((route) => route[locale] === rest)) return true;
  if (pages.some((candidate) => candidate.slug[locale] === rest)) return true;
  const categoryPrefix = locale === 'hu' ? 'kategoriak/' : 'categories/';
  if (rest.startsWith(categoryPrefix)) {
    const path = rest.slice(categoryPrefix.length);
    return categories.some((category) => categoryPath(category, categories)[locale] === path);
  }
  if (rest.startsWith('blog/')) return posts.some((post) => post.slug[locale] === rest.slice('blog/'.length));
  return false;
}

function expectSafeHtml(html: string, locale: Locale, where: string) {
  for (const match of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [, closing = '', tag = '', attributes = ''] = match;
    expect(ALLOWED_TAGS.has(tag.toLowerCase()), `${where}: <${tag}>`).toBe(true);
    if (tag.toLowerCase() === 'a' && !closing) expect(attributes.trim(), where).toMatch(/^href="[^"]+"$/);
    else expect(attributes.trim(), `${where}: <${tag}${attributes}>`).toBe('');
  }
  expect(html).not.toMatch(/javascript:|<script|on[a-z]+=/i);
  for (const href of hrefs(html)) {
    if (href.startsWith('http')) expect(href, where).toMatch(/^https:\/\//);
    else expect(resolves(href, locale), `${where}: ${href}`).toBe(true);
  }
}

describe('seed CMS pages', () => {
  it('checks links against the route table: unknown paths and the wrong language are refused', () => {
    expect(resolves('/hu/kapcsolat', 'hu')).toBe(true);
    expect(resolves('/hu/kategoriak/nappali/kanapek', 'hu')).toBe(true);
    expect(resolves('/en/szallitas', 'en')).toBe(false);
    expect(resolves('/hu/nincs-ilyen-oldal', 'hu')).toBe(false);
    expect(resolves('/hu/kategoriak/nappali/agyak', 'hu')).toBe(false);
    expect(resolves('/en/blog/tips/no-such-post', 'en')).toBe(false);
  });

  it('has every static page of requirements §2 at its route-table slug, plus privacy, showroom and two catch-all pages', () => {
    for (const [key, slug] of Object.entries(SPEC_ROUTES)) expect(page(key as CmsPageKey).slug).toEqual(slug);
    for (const key of ['privacy', 'showroom', 'sustainability', 'warranty'] as const) {
      expect(page(key).slug.hu).toMatch(ASCII_SLUG);
      expect(page(key).slug.en).toMatch(ASCII_SLUG);
    }
    expect(page('sustainability').slug).toEqual({ hu: 'fenntarthatosag', en: 'sustainability' });
    expect(page('warranty').slug).toEqual({ hu: 'garancia', en: 'warranty' });
    for (const locale of ['hu', 'en'] as const) {
      expect(new Set(pages.map((candidate) => candidate.slug[locale])).size).toBe(pages.length);
    }
  });

  it('states 14-day returns, the 2-year warranty, free shipping from 159 900 Ft, the 10-minute reservation and 27% VAT in the FAQ (requirements §9)', () => {
    for (const locale of ['hu', 'en'] as const) {
      const text = plainText(page('faq').html[locale]);
      for (const fact of Object.values(FACTS)) expect(text).toContain(fact[locale]);
    }
  });

  it('counts the 14 days of withdrawal from receiving the goods and the refund from the withdrawal, never from the purchase or the goods coming back', () => {
    const texts = pages.flatMap((item) => (['hu', 'en'] as const).map((locale) => [`${item.key}/${locale}`, plainText(item.html[locale])] as const));
    const wrong = texts.filter(([, text]) =>
      /vásárlástól \d+ napon belül|within \d+ days of (?:your )?(?:purchase|buying|ordering)|visszaérkezés(?:e után|étől számított) \d+ napon belül|days of the product arriving back/i.test(
        text,
      ),
    );
    expect(wrong.map(([where]) => where)).toEqual([]);
    expect(texts.some(([, text]) => /átvételtől számított \d+ napon belül/.test(text))).toBe(true);
  });

  it('carries each spec fact on the page a shopper would look for it, in both languages (requirements §9)', () => {
    const expectations: [CmsPageKey, (keyof typeof FACTS)[]][] = [
      ['terms', ['returns', 'warranty', 'reservation', 'vat']],
      ['delivery', ['freeShipping', 'returns']],
      ['delivery-and-payment', ['freeShipping', 'reservation', 'vat']],
      ['stocks', ['reservation']],
      ['warranty', ['warranty', 'returns']],
      ['company', ['warranty', 'returns']],
    ];
    for (const [key, facts] of expectations) {
      for (const locale of ['hu', 'en'] as const) {
        const text = plainText(page(key).html[locale]);
        for (const fact of facts) expect(text, `${key}/${locale}`).toContain(FACTS[fact][locale]);
      }
    }
  });

  it('shows the showroom hours of requirements §9 on the FAQ, company and showroom pages', () => {
    for (const key of ['faq', 'company', 'showroom'] as const) {
      for (const locale of ['hu', 'en'] as const) {
        const text = plainText(page(key).html[locale]);
        for (const line of HOURS[locale]) expect(text, `${key}/${locale}`).toContain(line);
      }
    }
  });

  it('lists two or three open positions on the careers page', () => {
    for (const locale of ['hu', 'en'] as const) {
      const positions = (page('careers').html[locale].match(/<h3>/g) ?? []).length;
      expect(positions).toBeGreaterThanOrEqual(2);
      expect(positions).toBeLessThanOrEqual(3);
    }
  });

  it('writes several sections of safe HTML whose internal links resolve to routes of requirements §2', () => {
    for (const candidate of pages) {
      for (const locale of ['hu', 'en'] as const) {
        expect((candidate.html[locale].match(/<h2>/g) ?? []).length, candidate.key).toBeGreaterThanOrEqual(2);
        expect(candidate.meta_description[locale].length).toBeLessThanOrEqual(170);
        expectSafeHtml(candidate.html[locale], locale, `${candidate.key}/${locale}`);
      }
    }
  });
});

describe('seed blog', () => {
  it('has at least 12 posts, some with slugs spanning several segments (requirements §2)', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const locale of ['hu', 'en'] as const) {
      const slugs = posts.map((post) => post.slug[locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(ASCII_PATH);
      expect(slugs.some((slug) => slug.includes('/'))).toBe(true);
    }
    expect(posts.find((post) => post.slug.hu === 'tippek/kanape-valasztas')?.slug.en).toBe('tips/choosing-a-sofa');
  });

  it('writes 5–10 blocks of safe HTML per post with working internal links', () => {
    for (const post of posts) {
      for (const locale of ['hu', 'en'] as const) {
        const blocks = (post.html[locale].match(/<(p|ul|ol)>/g) ?? []).length;
        expect(blocks, post.slug[locale]).toBeGreaterThanOrEqual(5);
        expect(blocks, post.slug[locale]).toBeLessThanOrEqual(10);
        expect(post.html[locale]).toMatch(/<h2>/);
        expectSafeHtml(post.html[locale], locale, `blog ${post.slug[locale]}`);
      }
      expect(hrefs(post.html.hu).length).toBeGreaterThan(0);
    }
  });

  it('gives every post an author, tags, a cover, a reading time and related products that exist and are in stock', () => {
    const reference = Date.parse(seedData.reference_date);
    for (const post of posts) {
      expect(post.author.name).not.toBe('');
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.reading_minutes).toBeGreaterThanOrEqual(1);
      expect(Date.parse(post.published_at)).toBeLessThan(reference);
      expect(post.related_product_ids.length).toBeGreaterThan(0);
      for (const id of post.related_product_ids) {
        const product = products.find((candidate) => candidate.id === id);
        expect(product?.stock).toBeGreaterThan(0);
      }
    }
    const dates = posts.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('seed menus', () => {
  const walk = (items: SeedMenuItem[], parent: SeedMenuItem | null, visit: (item: SeedMenuItem, parent: SeedMenuItem | null) => void) => {
    for (const item of items) {
      visit(item, parent);
      walk(item.children, item, visit);
    }
  };

  it('uses content, category and static links, including an external https one and internal paths (requirements §2)', () => {
    const types = new Set<string>();
    const statics: string[] = [];
    for (const menu of [menus.header, menus.footer, menus.categories]) {
      walk(menu, null, (item) => {
        types.add(item.link.type);
        if (item.link.type === 'static' && item.link.slug) statics.push(item.link.slug.hu, item.link.slug.en);
      });
    }
    expect([...types].sort()).toEqual(['category', 'content', 'static']);
    expect(statics.some((slug) => slug.startsWith('https://'))).toBe(true);
    expect(statics).toContain('/hu/kapcsolat');
    expect(statics).toContain('/en/contact');
  });

  it('points every link at something that exists, with the slug the package derives paths from', () => {
    for (const menu of [menus.header, menus.footer, menus.categories]) {
      walk(menu, null, (item, parent) => {
        const { link } = item;
        expect(item.title.hu).not.toBe('');
        if (link.type === 'content') {
          const target = pages.find((candidate) => candidate.id === link.ref_id);
          expect(link.slug).toEqual(target?.slug);
        } else if (link.type === 'category') {
          const target = categories.find((candidate) => candidate.id === link.ref_id);
          expect(target).toBeDefined();
          const nested = parent?.link.type === 'category' && parent.link.ref_id === target?.parent_id;
          expect(link.slug).toEqual(nested ? target?.slug : categoryPath(target!, categories));
        } else {
          expect(link.ref_id).toBeNull();
          for (const locale of ['hu', 'en'] as const) {
            const slug = link.slug?.[locale] ?? '';
            if (!slug.startsWith('https://')) expect(resolves(slug, locale), slug).toBe(true);
          }
        }
      });
    }
  });

  it('lists the whole category tree in the categories menu', () => {
    let count = 0;
    walk(menus.categories, null, () => {
      count += 1;
    });
    expect(count).toBe(categories.length);
  });
});
