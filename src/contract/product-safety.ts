/**
 * Product safety information an online offer must show before purchase (General Product Safety
 * Regulation (EU) 2023/988, Article 19; docs/requirements.md "Product safety"): who answers for the
 * product in the EU with a postal and an electronic address, what identifies the product, and its
 * warnings and safety information in the shopper's language. Also the material certifications a
 * product's environmental statements rest on (Directive (EU) 2024/825: no claim without a scheme
 * behind it), each with its licence code.
 *
 * The data is kept in both languages (`SafetyRecord`); the API answers it in the request's language
 * (`ProductSafety`). The warnings' words are written here once, so the reference server's seed and
 * the mock shop's fixtures say the same thing for the same hazard.
 */
import { z } from 'zod';
import { fillPlaceholders } from './messages.js';

type Locale = 'hu' | 'en';
type Localized = Readonly<Record<Locale, string>>;

/**
 * The kinds of warning a furniture shop gives: `tip_over` (tall storage: fix it to the wall),
 * `load_limit` (seats, shelves, beds: the most they carry), `age` (what children or babies must not
 * use), `other` (glass, fire, electricity, wind, outdoor use).
 */
export const SAFETY_WARNING_KINDS = ['tip_over', 'load_limit', 'age', 'other'] as const;
export type SafetyWarningKind = (typeof SAFETY_WARNING_KINDS)[number];

/** A person answering for the product in the EU: a name, a postal and an electronic address. */
export const economicOperatorSchema = z
  .object({
    name: z.string().min(1),
    postal_address: z.string().min(1),
    email: z.string().min(3),
    /** The operator's website, when it has one. */
    url: z.string().nullable(),
  })
  .meta({ id: 'EconomicOperator' });

export const safetyWarningSchema = z
  .object({
    kind: z.enum(SAFETY_WARNING_KINDS),
    text: z.string().min(1),
  })
  .meta({ id: 'SafetyWarning' });

/** A certification a material statement rests on: the scheme, the holder's licence code and what it covers. */
export const certificationSchema = z
  .object({
    scheme: z.string().min(1),
    licence_code: z.string().min(1),
    scope: z.string().min(1),
  })
  .meta({ id: 'Certification' });

export const productSafetySchema = z
  .object({
    /** The manufacturer, with its postal and electronic address. */
    manufacturer: economicOperatorSchema,
    /** For a manufacturer outside the EU: the person responsible for the product in the EU; `null` otherwise. */
    responsible_person: economicOperatorSchema.nullable(),
    /** The model identifier (type or model) that identifies the product, the same for each colour of a model. */
    model: z.string().min(1),
    /** Warnings and safety information in the request's language, most serious first. */
    warnings: z.array(safetyWarningSchema),
    /** Material certifications with their licence codes; empty when the product has none. */
    certifications: z.array(certificationSchema),
  })
  .meta({ id: 'ProductSafety' });

export interface EconomicOperator extends z.infer<typeof economicOperatorSchema> {}
export interface SafetyWarning extends z.infer<typeof safetyWarningSchema> {}
export interface Certification extends z.infer<typeof certificationSchema> {}
export interface ProductSafety extends z.infer<typeof productSafetySchema> {}

/** The member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRY_CODES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** An economic operator as stored: the postal address in each language (the country's name differs). */
export interface OperatorRecord {
  name: string;
  /** The country of the postal address (ISO 3166-1 alpha-2): whether the operator is in the EU. */
  country: string;
  postal_address: Localized;
  email: string;
  url: string | null;
}

/** A product's safety data as stored, in both languages. */
export interface SafetyRecord {
  manufacturer: OperatorRecord;
  responsible_person: OperatorRecord | null;
  model: string;
  warnings: readonly { kind: SafetyWarningKind; text: Localized }[];
  certifications: readonly { scheme: string; licence_code: string; scope: Localized }[];
}

const operatorIn = (operator: OperatorRecord, locale: Locale): EconomicOperator => ({
  name: operator.name,
  postal_address: operator.postal_address[locale],
  email: operator.email,
  url: operator.url,
});

/** The stored record in the request's language, as the API answers it. */
export function localizeSafety(record: SafetyRecord, locale: Locale): ProductSafety {
  return {
    manufacturer: operatorIn(record.manufacturer, locale),
    responsible_person: record.responsible_person ? operatorIn(record.responsible_person, locale) : null,
    model: record.model,
    warnings: record.warnings.map((warning) => ({ kind: warning.kind, text: warning.text[locale] })),
    certifications: record.certifications.map((c) => ({ scheme: c.scheme, licence_code: c.licence_code, scope: c.scope[locale] })),
  };
}

/**
 * What a product is used for, as far as its safety warnings go: `storage` (cabinets, chests,
 * wardrobes), `shelving`, `seating` (chairs, stools, sofas, loungers), `bed`, `soft_textile`
 * (cushions, throws, bedding), `children` (made for children), `general` (anything else).
 */
export type SafetyUse = 'storage' | 'shelving' | 'seating' | 'bed' | 'soft_textile' | 'children' | 'general';

/** Storage this tall or taller can tip over when a drawer is pulled or a child climbs it: it must carry the anchoring warning. */
export const TIP_OVER_HEIGHT_CM = 60;

/** The warning kinds a product must carry, by its use and height (docs/requirements.md "Product safety"). */
export function requiredWarningKinds(use: SafetyUse, heightCm: number): SafetyWarningKind[] {
  const kinds: SafetyWarningKind[] = [];
  if ((use === 'storage' || use === 'shelving') && heightCm >= TIP_OVER_HEIGHT_CM) kinds.push('tip_over');
  if (use === 'shelving' || use === 'seating' || use === 'bed') kinds.push('load_limit');
  if (use === 'soft_textile' || use === 'children') kinds.push('age');
  return kinds;
}

/** The warnings' standard words, `{name}` placeholders filled by {@link safetyWarning}. */
const WARNING_TEXTS = {
  tip_over: {
    hu: 'Felborulásveszély: a bútort a mellékelt rögzítővel a falhoz kell erősíteni. Ne engedje, hogy gyermek felmásszon rá, és egyszerre csak egy fiókot vagy ajtót nyisson ki.',
    en: 'Tip-over hazard: fix the piece to the wall with the anchoring kit supplied. Do not let children climb on it, and open only one drawer or door at a time.',
  },
  seat_load: {
    hu: 'Legnagyobb terhelhetőség: {kg} kg ülőhelyenként. Ne álljon rá, és ne billegjen rajta.',
    en: 'Maximum load: {kg} kg per seat. Do not stand on it or tip it back on two legs.',
  },
  shelf_load: {
    hu: 'Legnagyobb terhelhetőség: {kg} kg polconként, egyenletesen elosztva. A nehezebb tárgyak az alsó polcokra kerüljenek.',
    en: 'Maximum load: {kg} kg per shelf, evenly spread. Keep heavier items on the lower shelves.',
  },
  bed_load: {
    hu: 'Legnagyobb terhelhetőség: {kg} kg (fekvőfelület összesen). Ne ugráljon rajta.',
    en: 'Maximum load: {kg} kg across the sleeping surface. Do not jump on it.',
  },
  baby_age: {
    hu: '{months} hónaposnál fiatalabb csecsemő mellé ne tegye: fulladásveszély.',
    en: 'Not for use with babies under {months} months: risk of suffocation.',
  },
  child_age: {
    hu: '{years} évesnél fiatalabb gyermek nem használhatja. Csak felnőtt felügyelete mellett használható.',
    en: 'Not suitable for children under {years} years. To be used under adult supervision.',
  },
  glass: {
    hu: 'Üveget tartalmaz: ütéstől óvja. Törés esetén ne nyúljon a szilánkokhoz puszta kézzel.',
    en: 'Contains glass: protect it from knocks. If it breaks, do not touch the pieces with bare hands.',
  },
  electrical: {
    hu: 'Elektromos termék: a bekötést villanyszerelő végezze. Izzócsere előtt áramtalanítsa, és tartsa be a feltüntetett legnagyobb izzóteljesítményt.',
    en: 'Electrical product: have it wired by an electrician. Switch off the power before changing the bulb, and keep to the maximum bulb wattage shown.',
  },
  fire: {
    hu: 'Égő gyertyát soha ne hagyjon felügyelet nélkül; gyermekektől, háziállatoktól és gyúlékony anyagtól távol tartandó.',
    en: 'Never leave a burning candle unattended; keep it away from children, pets and anything that can burn.',
  },
  wind: {
    hu: 'Szélben csukja össze, és mindig megfelelő tömegű talpban használja.',
    en: 'Close it in wind and always use it in a base of adequate weight.',
  },
  wall_mount: {
    hu: 'A falra rögzítéshez a fal anyagának megfelelő tiplit és csavart használjon; a mellékelt rögzítők tömör falhoz valók.',
    en: 'Fix it to the wall with plugs and screws that suit the wall; the fixings supplied are for solid walls.',
  },
} as const satisfies Record<string, Localized>;

export type SafetyWarningText = keyof typeof WARNING_TEXTS;

const KIND_OF_TEXT: Record<SafetyWarningText, SafetyWarningKind> = {
  tip_over: 'tip_over',
  seat_load: 'load_limit',
  shelf_load: 'load_limit',
  bed_load: 'load_limit',
  baby_age: 'age',
  child_age: 'age',
  glass: 'other',
  electrical: 'other',
  fire: 'other',
  wind: 'other',
  wall_mount: 'other',
};

/** One warning in both languages, in the shop's standard words: `safetyWarning('seat_load', { kg: 110 })`. */
export function safetyWarning(text: SafetyWarningText, values: Record<string, string | number> = {}): { kind: SafetyWarningKind; text: Localized } {
  const words = WARNING_TEXTS[text];
  return { kind: KIND_OF_TEXT[text], text: { hu: fillPlaceholders(words.hu, values), en: fillPlaceholders(words.en, values) } };
}

/**
 * What a product's safety data lacks, as sentences (empty when complete): the manufacturer's (or,
 * outside the EU, the responsible person's) name, postal and electronic address, the model, and a
 * warning of each kind its use requires, in both languages.
 */
export function missingSafetyData(record: SafetyRecord | null | undefined, use: SafetyUse, heightCm: number): string[] {
  if (!record) return ['no safety data'];
  const missing: string[] = [];
  const operators = [record.manufacturer, ...(record.responsible_person ? [record.responsible_person] : [])];
  for (const operator of operators) {
    if (!operator.name.trim()) missing.push('an operator without a name');
    if (!operator.postal_address.hu.trim() || !operator.postal_address.en.trim()) missing.push(`${operator.name}: no postal address in both languages`);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(operator.email)) missing.push(`${operator.name}: no electronic address`);
  }
  // A manufacturer outside the EU needs a person responsible for the product inside it.
  const inEu = (operator: OperatorRecord) => EU_COUNTRY_CODES.includes(operator.country);
  if (!inEu(record.manufacturer) && !record.responsible_person)
    missing.push(`${record.manufacturer.name}: outside the EU, and no responsible person in the EU`);
  if (record.responsible_person && !inEu(record.responsible_person)) missing.push(`${record.responsible_person.name}: a responsible person outside the EU`);
  if (!record.model.trim()) missing.push('no model identifier');
  for (const warning of record.warnings) {
    if (!warning.text.hu.trim() || !warning.text.en.trim()) missing.push(`a ${warning.kind} warning without words in both languages`);
  }
  for (const kind of requiredWarningKinds(use, heightCm)) {
    if (!record.warnings.some((warning) => warning.kind === kind)) missing.push(`no ${kind} warning`);
  }
  return missing;
}
