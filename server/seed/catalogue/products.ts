/**
 * Generates the product catalogue from the kind templates. Every random choice goes through the
 * given PRNG in a fixed order, so one seed always yields the same catalogue.
 */
import { addDays, guaranteeYears, netFromGross, rankSimilar, workingDayOnOrAfter } from 'otthon/core';
import { VAT_PERCENT } from '../constants.js';
import { article, decimal, isoSeconds, slugify } from '../text.js';
import type { Random } from '../random.js';
import type { LocalizedText, SeedAttribute, SeedCategory, SeedProduct, SeedProductImage, SeedQuantityTier, StyleKey } from '../types.js';
import { brandByKey, type BrandKey } from './brands.js';
import { categories, categoryByKey } from './categories.js';
import { colourByKey, type ColourKey } from './colours.js';
import { ASSEMBLY, GROUP_FEATURES, KINDS, SERIES, type KindSpec, type VariantSpec } from './kinds.js';
import { materialByKey, type MaterialKey } from './materials.js';
import { safetyOf, safetyUseOf } from './safety.js';

/** Share of the catalogue in each state; quotas rather than coin flips, so every seed hits them. */
export const CATALOGUE_SHARES = {
  outOfStock: 0.08,
  lowStock: 0.06,
  onSale: 0.15,
  quantityTiers: 0.3,
} as const;

const WOOD: readonly ColourKey[] = ['natural', 'white', 'black'];
const PAINTED: readonly ColourKey[] = ['white', 'black', 'grey', 'sage', 'navy', 'terracotta', 'anthracite'];
const FABRIC: readonly ColourKey[] = [
  'grey',
  'anthracite',
  'beige',
  'cream',
  'white',
  'black',
  'navy',
  'sage',
  'emerald',
  'mustard',
  'terracotta',
  'blush',
  'cognac',
];

/** Which colours a material can honestly come in (no "walnut" glass, no "sage" brass). */
export const MATERIAL_COLOURS: Record<MaterialKey, readonly ColourKey[]> = {
  'solid-oak': WOOD,
  'oak-veneer': WOOD,
  'solid-beech': [...WOOD, 'walnut', 'grey', 'sage', 'navy', 'terracotta'],
  'walnut-veneer': ['walnut'],
  'solid-pine': [...WOOD, 'grey', 'sage'],
  'lacquered-mdf': PAINTED,
  'powder-coated-steel': [...PAINTED, 'mustard', 'cream'],
  aluminium: ['anthracite', 'white', 'black', 'grey', 'cream'],
  'brass-plated-metal': ['brass'],
  'woven-fabric': FABRIC,
  velvet: FABRIC,
  boucle: ['cream', 'beige', 'grey', 'sage', 'blush', 'mustard', 'terracotta', 'white'],
  linen: FABRIC,
  cotton: FABRIC,
  wool: FABRIC,
  jute: ['natural', 'beige'],
  'recycled-pet': FABRIC,
  leather: ['cognac', 'black', 'anthracite', 'beige'],
  'faux-leather': ['cognac', 'black', 'anthracite', 'beige', 'cream', 'grey'],
  'cold-foam': ['white', 'cream'],
  'pocket-springs': ['white', 'cream'],
  'memory-foam': ['white', 'cream'],
  acacia: ['natural'],
  'synthetic-rattan': ['natural', 'anthracite', 'black', 'cream'],
  'outdoor-fabric': ['beige', 'cream', 'anthracite', 'terracotta', 'sage', 'grey'],
  ceramic: ['white', 'cream', 'terracotta', 'sage', 'blush', 'navy', 'black', 'mustard', 'grey', 'anthracite'],
  terracotta: ['terracotta'],
  'fibre-concrete': ['grey', 'anthracite', 'white', 'cream', 'black'],
  glass: ['white', 'grey', 'sage', 'navy', 'blush', 'terracotta', 'black', 'cream', 'mustard'],
  marble: ['white', 'black', 'cream', 'grey', 'emerald'],
};

/** How much a material pushes the price towards the top of its range (0–1). */
const MATERIAL_PREMIUM: Partial<Record<MaterialKey, number>> = {
  leather: 1,
  'solid-oak': 0.9,
  'walnut-veneer': 0.85,
  marble: 0.85,
  wool: 0.8,
  velvet: 0.7,
  boucle: 0.7,
  'pocket-springs': 0.7,
  'memory-foam': 0.6,
  linen: 0.6,
  'brass-plated-metal': 0.6,
  'solid-beech': 0.6,
  acacia: 0.6,
  'oak-veneer': 0.5,
  aluminium: 0.5,
  'lacquered-mdf': 0.15,
  'solid-pine': 0.2,
  'recycled-pet': 0.2,
  'faux-leather': 0.3,
};

type TierPattern = Omit<SeedQuantityTier, 'price_gross_huf'>;

const TIER_PATTERNS: readonly (readonly TierPattern[])[] = [
  [
    { quantity: 3, quantity_to: 5, discount_percent: 5 },
    { quantity: 6, quantity_to: 9, discount_percent: 8 },
    { quantity: 10, quantity_to: null, discount_percent: 12 },
  ],
  [
    { quantity: 2, quantity_to: 4, discount_percent: 4 },
    { quantity: 5, quantity_to: null, discount_percent: 8 },
  ],
  [
    { quantity: 4, quantity_to: 7, discount_percent: 5 },
    { quantity: 8, quantity_to: null, discount_percent: 10 },
  ],
  [
    { quantity: 2, quantity_to: 3, discount_percent: 3 },
    { quantity: 4, quantity_to: 5, discount_percent: 6 },
    { quantity: 6, quantity_to: null, discount_percent: 10 },
  ],
];

const SALE_PERCENTS = [10, 15, 20, 25, 30, 35, 40] as const;

/** The four pictures of every product, in `PRODUCT_VIEWS` order (see images.ts). */
const IMAGE_VIEWS: readonly LocalizedText[] = [
  { hu: 'termékfotó', en: 'product photo' },
  { hu: 'oldalnézet', en: 'side view' },
  { hu: 'anyagminta', en: 'material close-up' },
  { hu: 'méretek', en: 'dimensions' },
];

const LABELS: Record<SeedAttribute['key'], LocalizedText> = {
  material: { hu: 'Anyag', en: 'Material' },
  colour: { hu: 'Szín', en: 'Colour' },
  dimensions: { hu: 'Méretek', en: 'Dimensions' },
  weight: { hu: 'Tömeg', en: 'Weight' },
  assembly: { hu: 'Összeszerelés', en: 'Assembly' },
  care: { hu: 'Ápolás', en: 'Care' },
  warranty: { hu: 'Garancia', en: 'Warranty' },
  origin: { hu: 'Származási hely', en: 'Country of origin' },
};

/**
 * The warranty row of a product bought at this gross price: the shop's guarantee, or the mandatory
 * one where the law gives more (`guaranteeYears`); set once the product's final price is known.
 */
function withGuarantee(attributes: SeedAttribute[], grossHuf: number): SeedAttribute[] {
  const years = guaranteeYears(grossHuf);
  return attributes.map((attribute) => (attribute.key === 'warranty' ? { ...attribute, value: { hu: `${years} év`, en: `${years} years` } } : attribute));
}

interface Draft {
  kind: KindSpec;
  category: SeedCategory;
  variant: VariantSpec;
  style: StyleKey;
  series: string;
  material: MaterialKey;
  colour: ColourKey;
  suffix: LocalizedText | null;
  brand: BrandKey;
  dimensions: { width: number; depth: number; height: number };
  weight: number;
  grossPrice: number;
  popularity: number;
  createdAt: string;
  imageCount: number;
  extraCategoryIds: number[];
}

export const roundTo10 = (value: number): number => Math.round(value / 10) * 10;

/** Snaps a gross price to what a real shop would print: 4 490, 24 990, 249 990. */
export function nicePrice(gross: number): number {
  if (gross < 10_000) return Math.max(990, Math.round(gross / 500) * 500 - 10);
  if (gross < 100_000) return Math.round(gross / 1_000) * 1_000 - 10;
  return Math.round(gross / 10_000) * 10_000 - 10;
}

/** The nearest price that ends in 90, as every shelf price of the shop does (23 740 → 23 790). */
export function retailRound(gross: number): number {
  return Math.max(90, Math.round((gross + 10) / 100) * 100 - 10);
}

/**
 * The tiers' gross unit prices: the base gross less the tier's discount, retail-round, and always
 * below the previous price (a tier that saved nothing would be no tier).
 */
function pricedTiers(pattern: readonly TierPattern[], baseGross: number): SeedQuantityTier[] {
  let previous = baseGross;
  return pattern.map((tier) => {
    const price = Math.min(previous - 100, retailRound((baseGross * (100 - tier.discount_percent)) / 100));
    previous = price;
    return { ...tier, price_gross_huf: price };
  });
}

function pickMaterialAndColour(kind: KindSpec, variant: VariantSpec, random: Random): { material: MaterialKey; colour: ColourKey } {
  const options = variant.materials ?? kind.materials;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const material = random.pick(options);
    const allowed = kind.colours.filter((colour) => MATERIAL_COLOURS[material].includes(colour));
    if (allowed.length > 0) return { material, colour: random.pick(allowed) };
  }
  throw new Error(`Kind "${kind.category}" (${variant.key}) has no material that comes in any of its colours.`);
}

function pickInRange([min, max]: readonly [number, number], random: Random, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round(random.float(min, max) * factor) / factor;
}

function draftProducts(random: Random, referenceDate: Date): Draft[] {
  const drafts: Draft[] = [];
  const usedSlugs = new Set<string>();
  const usedEnglishSlugs = new Set<string>();
  for (const kind of KINDS) {
    const category = categoryByKey(kind.category);
    const variantOrder = random.shuffle(kind.variants);
    for (let index = 0; index < kind.count; index += 1) {
      const variant = variantOrder[index % variantOrder.length] as VariantSpec;
      let draft: Draft | null = null;
      for (let attempt = 0; attempt < 60 && !draft; attempt += 1) {
        const style = random.pick(kind.styles);
        const series = random.pick(SERIES[style]);
        const { material, colour } = pickMaterialAndColour(kind, variant, random);
        const suffix = kind.suffixes ? random.pick(kind.suffixes) : null;
        const ending = suffix ?? colourByKey(colour).name;
        const slug = slugify(`${series} ${variant.name.hu} ${ending.hu}`);
        const englishSlug = slugify(`${series} ${variant.name.en} ${ending.en}`);
        if (usedSlugs.has(slug) || usedEnglishSlugs.has(englishSlug)) continue;
        usedSlugs.add(slug);
        usedEnglishSlugs.add(englishSlug);
        const width = pickInRange([variant.width[0], variant.width[1]], random);
        const depth = variant.round ? width : pickInRange([variant.depth[0], variant.depth[1]], random);
        const height = pickInRange([variant.height[0], variant.height[1]], random);
        const premium = MATERIAL_PREMIUM[material] ?? 0.35;
        const position = Math.min(1, random.next() * 0.7 + premium * 0.3);
        const [minPrice, maxPrice] = variant.price;
        const grossPrice = Math.min(maxPrice, Math.max(minPrice, nicePrice(minPrice + (maxPrice - minPrice) * position)));
        const ageDays = random.float(0, 730);
        const createdAt = new Date(referenceDate.getTime() - Math.round(ageDays * 86_400) * 1000);
        draft = {
          kind,
          category,
          variant,
          style,
          series,
          material,
          colour,
          suffix,
          brand: random.pick(kind.brands),
          dimensions: { width, depth, height },
          weight: pickInRange([variant.weight[0], variant.weight[1]], random, 1),
          grossPrice,
          popularity: Math.round(100 * random.next() ** 1.4),
          createdAt: isoSeconds(createdAt),
          // Every product now has all four views; the draw stays so the rest of the shop is unchanged.
          imageCount: random.int(kind.images[0], kind.images[1]),
          extraCategoryIds: kind.extra && random.chance(kind.extra.chance) ? [categoryByKey(kind.extra.category).id] : [],
        };
      }
      if (!draft) throw new Error(`Could not find a unique product for "${kind.category}" (#${index + 1}).`);
      drafts.push(draft);
    }
  }
  return drafts;
}

function fill(template: string, values: { series: string; noun: string }): string {
  return template.replace('{A}', article(values.series, true)).replaceAll('{series}', values.series).replaceAll('{noun}', values.noun);
}

function dimensionSentence(draft: Draft): LocalizedText {
  const { width, depth, height } = draft.dimensions;
  const kg = decimal(draft.weight);
  const image = draft.variant.image;
  if (image === 'rug' || image === 'throw' || image === 'bedding') {
    return {
      hu: `Mérete ${width} × ${depth} cm, tömege ${kg.hu} kg.`,
      en: `It measures ${width} × ${depth} cm and weighs ${kg.en} kg.`,
    };
  }
  if (image === 'curtain' || image === 'cushion' || image === 'picture-frame' || image === 'mirror') {
    return {
      hu: `Mérete ${width} × ${height} cm (szélesség × magasság), tömege ${kg.hu} kg.`,
      en: `It measures ${width} × ${height} cm (width × height) and weighs ${kg.en} kg.`,
    };
  }
  if (draft.variant.round) {
    return {
      hu: `Átmérője ${width} cm, magassága ${height} cm, tömege ${kg.hu} kg.`,
      en: `It is ${width} cm across and ${height} cm tall, and weighs ${kg.en} kg.`,
    };
  }
  return {
    hu: `Méretei: ${width} × ${depth} × ${height} cm (szélesség × mélység × magasság), tömege ${kg.hu} kg.`,
    en: `It measures ${width} × ${depth} × ${height} cm (width × depth × height) and weighs ${kg.en} kg.`,
  };
}

function dimensionValue(draft: Draft): LocalizedText {
  const { width, depth, height } = draft.dimensions;
  const image = draft.variant.image;
  if (image === 'rug' || image === 'throw' || image === 'bedding') {
    return { hu: `${width} × ${depth} cm`, en: `${width} × ${depth} cm` };
  }
  if (draft.variant.round) {
    return { hu: `Ø ${width} cm, magasság ${height} cm`, en: `Ø ${width} cm, height ${height} cm` };
  }
  return {
    hu: `${width} × ${depth} × ${height} cm (sz × mé × ma)`,
    en: `${width} × ${depth} × ${height} cm (W × D × H)`,
  };
}

function buildTexts(draft: Draft, random: Random) {
  const colour = colourByKey(draft.colour);
  const material = materialByKey(draft.material);
  const noun = draft.variant.noun ?? draft.variant.name;
  const suffix = draft.suffix ?? colour.name;
  const title: LocalizedText = {
    hu: `${draft.series} ${draft.variant.name.hu}, ${suffix.hu}`,
    en: `${draft.series} ${draft.variant.name.en}, ${suffix.en}`,
  };
  const intro = (index: 0 | 1): LocalizedText => ({
    hu: fill(draft.kind.intros[index].hu, { series: draft.series, noun: noun.hu }),
    en: fill(draft.kind.intros[index].en, { series: draft.series, noun: noun.en }),
  });
  const feature = random.pick(GROUP_FEATURES[draft.kind.group]);
  const colourPhrase = draft.colour === 'natural' ? 'a natural finish' : colour.name.en;
  const dimensions = dimensionSentence(draft);
  const short_description: LocalizedText = {
    hu: `${intro(0).hu} ${dimensions.hu}`,
    en: `${intro(0).en} ${dimensions.en}`,
  };
  const description: LocalizedText = {
    hu: `${intro(1).hu} ${feature.hu} Anyaga ${material.name.hu}, színe ${colour.name.hu}. ${material.care.hu}`,
    en: `${intro(1).en} ${feature.en} It is made of ${material.name.en}, in ${colourPhrase}. ${material.care.en}`,
  };
  const brand = brandByKey(draft.brand);
  const attributes: SeedAttribute[] = [
    { key: 'material', label: LABELS.material, value: material.name },
    { key: 'colour', label: LABELS.colour, value: colour.name },
    { key: 'dimensions', label: LABELS.dimensions, value: dimensionValue(draft) },
    {
      key: 'weight',
      label: LABELS.weight,
      value: { hu: `${decimal(draft.weight).hu} kg`, en: `${decimal(draft.weight).en} kg` },
    },
    { key: 'assembly', label: LABELS.assembly, value: ASSEMBLY[draft.kind.assembly].value },
    { key: 'care', label: LABELS.care, value: material.care },
    { key: 'warranty', label: LABELS.warranty, value: { hu: '', en: '' } },
    { key: 'origin', label: LABELS.origin, value: brand.country },
  ];
  return { title, short_description, description, attributes, brand, colour, material };
}

/** Picks `count` items without replacement, each with probability proportional to its weight. */
function weightedSample<T>(items: readonly T[], weight: (item: T) => number, count: number, random: Random): T[] {
  return items
    .map((item) => ({ item, key: weight(item) > 0 ? random.next() ** (1 / weight(item)) : -1 }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .filter((entry) => entry.key >= 0)
    .map((entry) => entry.item);
}

/**
 * Every product's similar products as the seed's stock has them, by the shop's rule
 * (`rankSimilar`: same kind first, then what goes with it, in stock, one per model). The server
 * answers the rule over the live stock at request time and no longer reads this list (the
 * `similar_ids` column keeps it as the rule's answer at the generated stock).
 */
function withSimilarProducts(products: SeedProduct[]): SeedProduct[] {
  const complements = new Map(categories.map((category) => [category.id, category.complement_ids]));
  const candidates = products.map((product) => ({
    id: product.id,
    kind: product.main_category_id,
    model: product.variant_group ?? product.id,
    priceGrossHuf: product.price_gross_huf,
    popularity: product.popularity,
    inStock: product.stock > 0,
  }));
  for (const [index, product] of products.entries()) {
    product.similar_product_ids = rankSimilar(candidates[index]!, candidates, complements).map((candidate) => candidate.id);
  }
  return products;
}

/**
 * When an out-of-stock product is expected back: a working day 6–12 weeks after the reference
 * date, spread by the product id (not drawn from `random`, so the rest of the seed stays as it was).
 */
function restockDate(id: number, referenceDate: Date): string {
  return workingDayOnOrAfter(addDays(referenceDate.toISOString().slice(0, 10), 42 + ((id * 37) % 43)));
}

const modelKey = (baseId: number) => `M${String(baseId).padStart(4, '0')}`;

/** One product per model: the products sold in one colour and each model's first colour. */
export function firstColours(products: readonly SeedProduct[]): SeedProduct[] {
  return products.filter((product) => product.variant_group === null || product.variant_group === modelKey(product.id));
}

/** How many models come in more than one colour or fabric, and how many colours each has at most. */
export const VARIANT_MODELS = 20;
const MAX_COLOURS_PER_MODEL = 4;
/** Further colours per model (one entry per model, `VARIANT_MODELS` entries): 2, 3 or 4 colours in all. */
const EXTRA_COLOURS: readonly number[] = [...Array<number>(6).fill(3), ...Array<number>(6).fill(2), ...Array<number>(8).fill(1)];
const VARIANT_WEIGHT: Partial<Record<KindSpec['group'], number>> = { upholstered: 6, seating: 2, textile: 2 };

/**
 * Adds further colours of some models as products of their own, after every other product: each
 * has the model's series, kind, material, dimensions and brand, its own colour (one the material
 * honestly comes in), SKU, address, stock and picture, and the model's price or a little more.
 * All draws come from `random`, a stream of their own, so the rest of the catalogue stays as it was.
 * The model's first product and its new colours share `variant_group`.
 */
function addColourVariants(products: SeedProduct[], drafts: readonly Draft[], random: Random, referenceDate: Date): SeedProduct[] {
  const usedSlugs = new Set(products.map((product) => product.slug.hu));
  const usedEnglishSlugs = new Set(products.map((product) => product.slug.en));
  const allowedColours = (draft: Draft) => draft.kind.colours.filter((colour) => colour !== draft.colour && MATERIAL_COLOURS[draft.material].includes(colour));
  // A suffixed title (a size, a shape) does not name the colour, so two colours would share a name.
  const candidates = drafts.flatMap((draft, index) => (draft.suffix === null && allowedColours(draft).length >= MAX_COLOURS_PER_MODEL - 1 ? [index + 1] : []));
  // Upholstery is where shoppers most expect a choice of fabric colours; chairs and textiles next.
  const weight = (id: number) => VARIANT_WEIGHT[(drafts[id - 1] as Draft).kind.group] ?? 1;
  const models = weightedSample(candidates, weight, VARIANT_MODELS, random).sort((a, b) => a - b);
  // How many further colours each model gets: a fixed mix, dealt at random, so every seed sells as many products.
  const extraColours = random.shuffle(EXTRA_COLOURS);
  const added: SeedProduct[] = [];
  for (const [index, baseId] of models.entries()) {
    const draft = drafts[baseId - 1] as Draft;
    const base = products[baseId - 1] as SeedProduct;
    const group = modelKey(baseId);
    const colours = random.shuffle(allowedColours(draft));
    let wanted = extraColours[index] ?? 1;
    for (const colour of colours) {
      if (wanted === 0) break;
      const variant: Draft = { ...draft, colour };
      const texts = buildTexts(variant, random);
      const slug = { hu: slugify(texts.title.hu), en: slugify(texts.title.en) };
      // Another model of the same series may already sell this colour under this name: the next colour then.
      if (usedSlugs.has(slug.hu) || usedEnglishSlugs.has(slug.en)) continue;
      wanted -= 1;
      usedSlugs.add(slug.hu);
      usedEnglishSlugs.add(slug.en);
      const id = products.length + added.length + 1;
      const [minPrice, maxPrice] = draft.variant.price;
      const grossPrice = random.chance(0.35) ? Math.min(maxPrice, Math.max(minPrice, nicePrice(draft.grossPrice * 1.06))) : draft.grossPrice;
      const priceNet = netFromGross(grossPrice, 'HUF');
      const stock = random.chance(0.12) ? 0 : random.int(draft.kind.stock[0], draft.kind.stock[1]);
      const age = (referenceDate.getTime() - Date.parse(draft.createdAt)) / 1000;
      const createdAt = new Date(referenceDate.getTime() - Math.round(random.float(0, age)) * 1000);
      base.variant_group = group;
      added.push({
        ...base,
        id,
        sku: `OT-${draft.kind.code}-${String(id).padStart(4, '0')}`,
        slug,
        title: texts.title,
        short_description: texts.short_description,
        description: texts.description,
        colour_id: texts.colour.id,
        variant_group: group,
        price_gross_huf: grossPrice,
        price_net_huf: priceNet,
        price_original_gross_huf: null,
        price_original_net_huf: null,
        cost_net_huf: roundTo10(priceNet * random.float(0.45, 0.62)),
        stock,
        restock_on: stock === 0 ? restockDate(id, referenceDate) : null,
        quantity_tiers: [],
        popularity: Math.round(base.popularity * random.float(0.3, 0.9)),
        created_at: isoSeconds(createdAt),
        attributes: withGuarantee(texts.attributes, grossPrice),
        image: { kind: draft.variant.image, colour: texts.colour.hex },
        images: base.images.map((image) => ({
          variant: image.variant,
          alt: {
            hu: `${texts.title.hu} – ${(IMAGE_VIEWS[image.variant] as LocalizedText).hu}`,
            en: `${texts.title.en} – ${(IMAGE_VIEWS[image.variant] as LocalizedText).en}`,
          },
        })),
        similar_product_ids: [],
      });
    }
  }
  return added;
}

/**
 * The catalogue. With `variantRandom`, some models also come in further colours (see
 * `addColourVariants`), appended after the rest with their own draws.
 */
export function generateProducts(random: Random, referenceDate: Date, variantRandom?: Random): SeedProduct[] {
  const drafts = draftProducts(random, referenceDate);
  const ids = drafts.map((_, index) => index + 1);
  const total = drafts.length;

  const shuffledForStock = random.shuffle(ids);
  const outOfStock = new Set(shuffledForStock.slice(0, Math.round(total * CATALOGUE_SHARES.outOfStock)));
  const lowStock = new Set(shuffledForStock.slice(outOfStock.size, outOfStock.size + Math.round(total * CATALOGUE_SHARES.lowStock)));
  const onSale = new Set(random.shuffle(ids).slice(0, Math.round(total * CATALOGUE_SHARES.onSale)));
  const withTiers = new Set(weightedSample(ids, (id) => (drafts[id - 1] as Draft).kind.tierWeight, Math.round(total * CATALOGUE_SHARES.quantityTiers), random));

  const products: SeedProduct[] = drafts.map((draft, index) => {
    const id = index + 1;
    const texts = buildTexts(draft, random);
    let priceGross = draft.grossPrice;
    let priceOriginalGross: number | null = null;
    if (onSale.has(id)) {
      const percent = random.pick(SALE_PERCENTS);
      priceGross = nicePrice(draft.grossPrice * (1 - percent / 100));
      priceOriginalGross = draft.grossPrice;
    }
    const originalNet = netFromGross(draft.grossPrice, 'HUF');
    const priceNet = netFromGross(priceGross, 'HUF');
    const cost = Math.min(roundTo10(originalNet * random.float(0.45, 0.62)), roundTo10(priceNet * 0.9));
    const stock = outOfStock.has(id) ? 0 : lowStock.has(id) ? random.int(1, 3) : random.int(draft.kind.stock[0], draft.kind.stock[1]);
    const tiers = withTiers.has(id) ? pricedTiers(random.pick(TIER_PATTERNS), priceGross) : [];
    const images: SeedProductImage[] = IMAGE_VIEWS.map((_, variant) => ({
      variant,
      alt: {
        hu: `${texts.title.hu} – ${(IMAGE_VIEWS[variant] as LocalizedText).hu}`,
        en: `${texts.title.en} – ${(IMAGE_VIEWS[variant] as LocalizedText).en}`,
      },
    }));
    return {
      id,
      sku: `OT-${draft.kind.code}-${String(id).padStart(4, '0')}`,
      variant_group: null,
      slug: { hu: slugify(texts.title.hu), en: slugify(texts.title.en) },
      title: texts.title,
      short_description: texts.short_description,
      description: texts.description,
      brand_id: texts.brand.id,
      colour_id: texts.colour.id,
      material_id: texts.material.id,
      main_category_id: draft.category.id,
      extra_category_ids: draft.extraCategoryIds,
      series: draft.series,
      style: draft.style,
      price_gross_huf: priceGross,
      price_net_huf: priceNet,
      price_original_gross_huf: priceOriginalGross,
      price_original_net_huf: priceOriginalGross === null ? null : originalNet,
      cost_net_huf: cost,
      vat_percent: VAT_PERCENT,
      stock,
      restock_on: stock === 0 ? restockDate(id, referenceDate) : null,
      quantity_tiers: tiers,
      dimensions: draft.dimensions,
      weight_kg: draft.weight,
      popularity: draft.popularity,
      created_at: draft.createdAt,
      similar_product_ids: [],
      attributes: withGuarantee(texts.attributes, priceGross),
      image: { kind: draft.variant.image, colour: texts.colour.hex },
      images,
      safety_use: safetyUseOf(draft.kind),
      assembly_kind: draft.kind.assembly,
      safety: safetyOf({ ...draft, height: draft.dimensions.height }),
    };
  });

  return withSimilarProducts(variantRandom ? [...products, ...addColourVariants(products, drafts, variantRandom, referenceDate)] : products);
}
