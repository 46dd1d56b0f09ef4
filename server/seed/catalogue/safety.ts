/**
 * Each product's safety information (docs/requirements.md "Product safety"): its maker as the
 * manufacturer, a model identifier shared by the model's colours, and the warnings its kind needs
 * in the contract's standard words (`safetyWarning`): tall storage the anchoring warning, seats,
 * shelves and beds their load limit, soft textiles the age warning for babies.
 */
import { requiredWarningKinds, safetyWarning, type SafetyRecord, type SafetyUse, type SafetyWarningText } from 'otthon/contract';
import { slugify } from '../text.js';
import type { BrandKey } from './brands.js';
import type { KindSpec, VariantSpec } from './kinds.js';
import type { MaterialKey } from './materials.js';
import { certificationsOf, MANUFACTURERS } from './operators.js';

type Warning = [SafetyWarningText, Record<string, number>?];

interface KindSafety {
  use: SafetyUse;
  warnings: readonly Warning[];
}

/** By leaf category: what the piece is used for and the warnings beyond the ones its use requires. */
const BY_CATEGORY: Record<string, KindSafety> = {
  sofas: { use: 'seating', warnings: [['seat_load', { kg: 110 }]] },
  armchairs: { use: 'seating', warnings: [['seat_load', { kg: 120 }]] },
  poufs: { use: 'seating', warnings: [['seat_load', { kg: 100 }]] },
  'coffee-tables': { use: 'general', warnings: [] },
  'tv-stands': { use: 'storage', warnings: [['wall_mount']] },
  beds: { use: 'bed', warnings: [['bed_load', { kg: 240 }]] },
  mattresses: { use: 'bed', warnings: [['bed_load', { kg: 130 }]] },
  nightstands: { use: 'storage', warnings: [] },
  wardrobes: { use: 'storage', warnings: [] },
  'chests-of-drawers': { use: 'storage', warnings: [] },
  'dining-tables': { use: 'general', warnings: [] },
  chairs: { use: 'seating', warnings: [['seat_load', { kg: 110 }]] },
  'bar-stools': {
    use: 'seating',
    warnings: [
      ['seat_load', { kg: 110 }],
      ['child_age', { years: 3 }],
    ],
  },
  'display-cabinets': { use: 'storage', warnings: [['glass']] },
  sideboards: { use: 'storage', warnings: [] },
  desks: { use: 'general', warnings: [] },
  'office-chairs': { use: 'seating', warnings: [['seat_load', { kg: 120 }]] },
  bookcases: { use: 'shelving', warnings: [['shelf_load', { kg: 25 }]] },
  'wall-shelves': { use: 'shelving', warnings: [['shelf_load', { kg: 15 }], ['wall_mount']] },
  'garden-sets': { use: 'seating', warnings: [['seat_load', { kg: 110 }]] },
  'sun-loungers': { use: 'seating', warnings: [['seat_load', { kg: 120 }]] },
  parasols: { use: 'general', warnings: [['wind']] },
  planters: { use: 'general', warnings: [] },
  rugs: { use: 'general', warnings: [] },
  cushions: { use: 'soft_textile', warnings: [['baby_age', { months: 12 }]] },
  curtains: { use: 'general', warnings: [] },
  throws: { use: 'soft_textile', warnings: [['baby_age', { months: 12 }]] },
  bedding: { use: 'soft_textile', warnings: [['baby_age', { months: 12 }]] },
  'pendant-lights': { use: 'general', warnings: [['electrical']] },
  'floor-lamps': { use: 'general', warnings: [['electrical']] },
  'table-lamps': { use: 'general', warnings: [['electrical']] },
  'wall-lights': { use: 'general', warnings: [['electrical']] },
  mirrors: { use: 'general', warnings: [['glass'], ['wall_mount']] },
  vases: { use: 'general', warnings: [] },
  'wall-clocks': { use: 'general', warnings: [['wall_mount']] },
  'candle-holders': { use: 'general', warnings: [['fire']] },
  'picture-frames': { use: 'general', warnings: [['glass']] },
};

/** What a product of this kind is used for, as its warnings go. */
export function safetyUseOf(kind: KindSpec): SafetyUse {
  const spec = BY_CATEGORY[kind.category];
  if (!spec) throw new Error(`No safety information for the category "${kind.category}".`);
  return spec.use;
}

/** The model identifier: kind code, series and variant, the same for every colour of the model ("CHE-OSLO-TALL"). */
export const modelIdentifier = (kind: KindSpec, series: string, variant: VariantSpec) => `${kind.code}-${slugify(series)}-${variant.key}`.toUpperCase();

/** A product's safety record: tip-over first for tall storage, then its kind's warnings, then glass for a glass piece. */
export function safetyOf(draft: {
  kind: KindSpec;
  variant: VariantSpec;
  series: string;
  brand: BrandKey;
  material: MaterialKey;
  height: number;
}): SafetyRecord {
  const spec = BY_CATEGORY[draft.kind.category];
  if (!spec) throw new Error(`No safety information for the category "${draft.kind.category}".`);
  const texts: Warning[] = [];
  if (requiredWarningKinds(spec.use, draft.height).includes('tip_over')) texts.push(['tip_over']);
  texts.push(...spec.warnings);
  if (draft.material === 'glass' && !texts.some(([text]) => text === 'glass')) texts.push(['glass']);
  return {
    manufacturer: MANUFACTURERS[draft.brand],
    responsible_person: null,
    model: modelIdentifier(draft.kind, draft.series, draft.variant),
    warnings: texts.map(([text, values]) => safetyWarning(text, values)),
    certifications: certificationsOf(draft.brand, draft.material),
  };
}
