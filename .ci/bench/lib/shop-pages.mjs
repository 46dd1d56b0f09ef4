/**
 * Real pages of the running shop for the browser benchmarks: a category and products that exist
 * in its database, their paths built with the package's own route table, and whether the
 * storefront build has a screen for each (a path without one falls through to the CMS page).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './common.mjs';
import { createSession } from './api-session.mjs';
import { readRouterManifest, routerPageScripts } from './route-assets.mjs';

async function otthon() {
  return import(pathToFileURL(join(ROOT, 'dist', 'index.js')).href);
}

/** Whether the storefront build in `clientDir` renders `path` with the screen of route `name` (requirements §2). */
export function screenBuilt(clientDir, name, path) {
  const manifest = readRouterManifest(clientDir);
  const leaf = routerPageScripts(manifest, path).routeIds.at(-1);
  return Boolean(leaf && (leaf === name || leaf.startsWith(`${name}.`)));
}

/**
 * The pages the benchmarks visit, in Hungarian (the default language): home, a top category, two
 * products with enough stock for 20 more pieces, the cart and the checkout.
 */
export async function shopPages(baseUrl) {
  const { buildPath, productSlugPath } = await otthon();
  const session = createSession(baseUrl);
  const categories = await session.get('/api/categories');
  const category = (Array.isArray(categories) ? categories : (categories.items ?? [])).find((c) => c.parent_id === null);
  if (!category) throw new Error('shopPages: the shop has no top-level category');
  const listing = await session.get(`/api/products?in_stock=1&per_page=48`);
  const stocked = (listing.items ?? []).filter((product) => (product.quantity ?? 0) >= 30);
  if (stocked.length < 2) throw new Error('shopPages: fewer than two products with 30 pieces in stock');
  const [product, other] = stocked;
  const path = (p) => buildPath('products-product_slug', 'hu', { product_slug: productSlugPath(p) });
  return {
    home: { route: 'index', path: buildPath('index', 'hu') },
    category: {
      route: 'categories-category_slug',
      path: buildPath('categories-category_slug', 'hu', { category_slug: category.slugs ?? category.slug }),
    },
    product: { route: 'products-product_slug', path: path(product), product },
    otherProduct: { route: 'products-product_slug', path: path(other), product: other },
    cart: { route: 'cart', path: buildPath('cart', 'hu') },
    checkout: { route: 'cart-data', path: buildPath('cart-data', 'hu') },
  };
}
