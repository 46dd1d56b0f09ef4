/** What the home page features: brands and a hand-picked-looking "best products" row. */
import type { SeedBrand, SeedCategory, SeedHome, SeedProduct } from '../types.js';

const BEST_PRODUCTS = 12;
const FEATURED_BRANDS = 8;

export function buildHome(products: readonly SeedProduct[], categories: readonly SeedCategory[], brands: readonly SeedBrand[]): SeedHome {
  const rootOf = (categoryId: number): number => {
    let category = categories.find((candidate) => candidate.id === categoryId);
    while (category && category.parent_id !== null) {
      const parentId: number = category.parent_id;
      category = categories.find((candidate) => candidate.id === parentId);
    }
    return category?.id ?? categoryId;
  };
  // The most popular in-stock products, at most two per room, so the row shows the whole range.
  const perRoom = new Map<number, number>();
  const best: number[] = [];
  for (const product of [...products].sort((a, b) => b.popularity - a.popularity || a.id - b.id)) {
    if (product.stock === 0) continue;
    const room = rootOf(product.main_category_id);
    if ((perRoom.get(room) ?? 0) >= 2) continue;
    perRoom.set(room, (perRoom.get(room) ?? 0) + 1);
    best.push(product.id);
    if (best.length === BEST_PRODUCTS) break;
  }
  // Brands with the most products first.
  const count = (brandId: number) => products.filter((product) => product.brand_id === brandId).length;
  const featured = [...brands]
    .sort((a, b) => count(b.id) - count(a.id) || a.id - b.id)
    .slice(0, FEATURED_BRANDS)
    .map((brand) => brand.id);
  return { featured_brand_ids: featured, best_product_ids: best };
}
