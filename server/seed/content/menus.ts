/**
 * Header, footer and category menus (requirements §2, §3). Link slugs follow the package's menu rules:
 * a category item under its parent category's item carries only its own segment (the path is
 * derived from the nesting); anywhere else it carries the whole path. Static links carry a path
 * with its locale prefix, or an absolute https address for external links.
 */
import { categoryByKey, categoryPath } from '../catalogue/categories.js';
import { showroom } from '../commerce/showroom.js';
import type { CmsPageKey, LocalizedText, SeedCategory, SeedCmsPage, SeedMenuItem, SeedMenus } from '../types.js';
import { PAGE_SLUGS, staticHref, type StaticRoute } from './links.js';

const item = (title: LocalizedText, link: SeedMenuItem['link'], children: SeedMenuItem[] = []): SeedMenuItem => ({
  title,
  link,
  children,
});

function staticLink(route: StaticRoute): SeedMenuItem['link'] {
  return { type: 'static', slug: { hu: staticHref(route, 'hu'), en: staticHref(route, 'en') }, ref_id: null };
}

function externalLink(url: string): SeedMenuItem['link'] {
  return { type: 'static', slug: { hu: url, en: url }, ref_id: null };
}

function contentLink(key: CmsPageKey, pages: readonly SeedCmsPage[]): SeedMenuItem['link'] {
  const page = pages.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`Menu links to a missing CMS page "${key}".`);
  return { type: 'content', slug: PAGE_SLUGS[key], ref_id: page.id };
}

function categoryLink(category: SeedCategory, nested: boolean): SeedMenuItem['link'] {
  return { type: 'category', slug: nested ? category.slug : categoryPath(category), ref_id: category.id };
}

/** The category tree as menu items: each child nested under its parent. */
function categoryTree(categories: readonly SeedCategory[], parentId: number | null): SeedMenuItem[] {
  return categories
    .filter((category) => category.parent_id === parentId)
    .sort((a, b) => a.position - b.position)
    .map((category) => item(category.title, categoryLink(category, parentId !== null), categoryTree(categories, category.id)));
}

export function buildMenus(categories: readonly SeedCategory[], pages: readonly SeedCmsPage[]): SeedMenus {
  const page = (key: CmsPageKey) => contentLink(key, pages);
  const roots = categories.filter((category) => category.parent_id === null).sort((a, b) => a.position - b.position);
  const mapUrl = showroom.routes.find((route) => route.key === 'map')?.url;
  if (!mapUrl) throw new Error('The showroom needs a map route for the footer menu.');

  const header: SeedMenuItem[] = [
    item(
      { hu: 'Termékek', en: 'Products' },
      staticLink('allProducts'),
      roots.map((root) => item(root.title, categoryLink(root, false))),
    ),
    item({ hu: 'Akciók', en: 'Sale' }, staticLink('sale')),
    item({ hu: 'Kanapék', en: 'Sofas' }, categoryLink(categoryByKey('sofas'), false)),
    item({ hu: 'Blog', en: 'Blog' }, staticLink('blog')),
    item({ hu: 'Bemutatóterem', en: 'Showroom' }, page('showroom')),
    item({ hu: 'Kapcsolat', en: 'Contact' }, staticLink('contact')),
  ];

  const footer: SeedMenuItem[] = [
    item({ hu: 'Vásárlás', en: 'Shopping' }, page('faq'), [
      item({ hu: 'Szállítás', en: 'Delivery' }, page('delivery')),
      item({ hu: 'Szállítási és fizetési feltételek', en: 'Delivery and payment terms' }, page('delivery-and-payment')),
      item({ hu: 'Gyakran ismételt kérdések', en: 'FAQ' }, page('faq')),
      item({ hu: 'Garancia', en: 'Warranty' }, page('warranty')),
      item({ hu: 'Raktárkészlet', en: 'Stock information' }, page('stocks')),
      item({ hu: 'Adatlap', en: 'Data sheet' }, staticLink('dataSheet')),
    ]),
    item({ hu: 'Rólunk', en: 'About us' }, page('company'), [
      item({ hu: 'Cégünk', en: 'About us' }, page('company')),
      item({ hu: 'Karrier', en: 'Careers' }, page('careers')),
      item({ hu: 'Bemutatóterem', en: 'Showroom' }, page('showroom')),
      item({ hu: 'Útvonal a bemutatóterembe', en: 'Directions to the showroom' }, externalLink(mapUrl)),
      item({ hu: 'Fenntarthatóság', en: 'Sustainability' }, page('sustainability')),
      item({ hu: 'Blog', en: 'Blog' }, staticLink('blog')),
    ]),
    item({ hu: 'Jogi információk', en: 'Legal' }, page('terms'), [
      item({ hu: 'Általános Szerződési Feltételek', en: 'Terms and Conditions' }, page('terms')),
      item({ hu: 'Adatvédelmi tájékoztató', en: 'Privacy policy' }, page('privacy')),
      item({ hu: 'Cookie-szabályzat', en: 'Cookie rules' }, page('cookie-rules')),
      item({ hu: 'Akadálymentességi nyilatkozat', en: 'Accessibility statement' }, page('accessibility')),
      item({ hu: 'Hírlevél', en: 'Newsletter' }, staticLink('newsletter')),
      item({ hu: 'Kapcsolat', en: 'Contact' }, staticLink('contact')),
    ]),
  ];

  return { header, footer, categories: categoryTree(categories, null) };
}
