/** The blog: hand-written posts, dated relative to the reference date, with related products. */
import { SCENE_IMAGE_KINDS, type ImageKind } from '../../artwork/kinds.js';
import { countWords, isoSeconds } from '../../text.js';
import type { SeedBlogPost, SeedCategory, SeedProduct } from '../../types.js';
import { bedroom, dining, homeOffice, lighting, mattress } from './posts-rooms.js';
import { colours, curtains, gardenWinter, plants, upholstery } from './posts-care.js';
import { rugSizes, scandinavian, smallFlat, sofa, solidWood } from './posts-living.js';
import type { BlogDraft } from './types.js';

const DRAFTS: readonly BlogDraft[] = [
  sofa,
  lighting,
  gardenWinter,
  solidWood,
  homeOffice,
  smallFlat,
  mattress,
  scandinavian,
  rugSizes,
  dining,
  bedroom,
  colours,
  curtains,
  upholstery,
  plants,
];

const isSceneKind = (kind: ImageKind): boolean => (SCENE_IMAGE_KINDS as readonly string[]).includes(kind);

/** Average reading speed used for the "n minutes" label. */
const WORDS_PER_MINUTE = 200;

function relatedProducts(draft: BlogDraft, products: readonly SeedProduct[], categories: readonly SeedCategory[]): number[] {
  const perCategory = draft.related.length > 2 ? 2 : 3;
  return draft.related
    .flatMap((key) => {
      const category = categories.find((candidate) => candidate.key === key);
      if (!category) throw new Error(`Blog post "${draft.slug.en}" relates to an unknown category "${key}".`);
      return products
        .filter((product) => product.main_category_id === category.id && product.stock > 0)
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
        .slice(0, perCategory)
        .map((product) => product.id);
    })
    .slice(0, 6);
}

export function buildBlogPosts(products: readonly SeedProduct[], categories: readonly SeedCategory[], referenceDate: Date): SeedBlogPost[] {
  return [...DRAFTS]
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((draft, index) => {
      // Mornings between 7 and 10, so dates look like an editor's, not a cron job's.
      const published = new Date(referenceDate.getTime() - draft.daysAgo * 86_400_000);
      published.setUTCHours(7 + (draft.daysAgo % 4), (draft.daysAgo * 7) % 60, 0, 0);
      return {
        id: index + 1,
        slug: draft.slug,
        title: draft.title,
        excerpt: draft.excerpt,
        meta_description: draft.meta_description,
        html: draft.html,
        author: draft.author,
        published_at: isoSeconds(published),
        tags: draft.tags,
        // Scenes are rooms already; a single piece gets its room view.
        cover: { kind: draft.cover.kind, colour: draft.cover.colour, variant: isSceneKind(draft.cover.kind) ? 0 : 1 },
        reading_minutes: Math.ceil(Math.max(countWords(draft.html.hu), countWords(draft.html.en)) / WORDS_PER_MINUTE),
        related_product_ids: relatedProducts(draft, products, categories),
      };
    });
}
