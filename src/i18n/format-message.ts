import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * Formats one ICU message from its AST (compiled at build time, or parsed once by the translator):
 * placeholders, `number`, `date` and `time` arguments with their styles or skeletons, `select`,
 * `plural` (exact `=N` cases first, then the language's plural rule, with `offset` and `#`) and
 * tags given as functions. The browser's `Intl` does the language's work, so this stays a few
 * hundred bytes where a general-purpose ICU runtime is several kilobytes; it formats exactly as
 * `intl-messageformat` does (the catalogue tests compare every message of both languages).
 */

type Value = unknown;
type Values = Readonly<Record<string, Value>> | undefined;
type Part = { text: true; value: string } | { text: false; value: unknown };

// intl-messageformat's named styles (`{n, number, percent}`, `{d, date, short}`).
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

// Intl objects are costly to create and the same few are asked for again and again.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, tag: string, options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${tag}\u0000${JSON.stringify(options ?? {})}`;
  let found = cache.get(key) as T | undefined;
  if (!found) cache.set(key, (found = make()));
  return found;
}
const numberFormat = (tag: string, options?: Intl.NumberFormatOptions) => cached('n', tag, options, () => new Intl.NumberFormat(tag, options));
const dateFormat = (tag: string, options?: Intl.DateTimeFormatOptions) => cached('d', tag, options, () => new Intl.DateTimeFormat(tag, options));
const pluralRules = (tag: string, type: Intl.PluralRuleType) => cached('p', tag, { type }, () => new Intl.PluralRules(tag, { type }));

/** The style of a formatted argument: a named style, or the options its skeleton was parsed to. */
function styleOf<T>(style: unknown, named: Record<string, T>): T | undefined {
  if (typeof style === 'string') return named[style];
  return (style as { parsedOptions?: T } | null | undefined)?.parsedOptions;
}

const option = (options: Record<string, { value: MessageFormatElement[] }>, key: string) =>
  Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;

function partsOf(elements: readonly MessageFormatElement[], tag: string, values: Values, pluralValue: number | undefined): Part[] {
  const parts: Part[] = [];
  // Neighbouring texts are one part, also inside a tag's children.
  const push = (part: Part) => {
    const last = parts.at(-1);
    if (part.text && last?.text) last.value += part.value;
    else parts.push(part.text ? { ...part } : part);
  };
  const text = (value: string) => push({ text: true, value });
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      text(element.value);
      continue;
    }
    if (element.type === TYPE.pound) {
      if (pluralValue !== undefined) text(numberFormat(tag).format(pluralValue));
      continue;
    }
    const name = element.value;
    if (!values || !(name in values)) throw new Error(`The value of "${name}" is missing.`);
    const value = values[name];
    switch (element.type) {
      case TYPE.argument: {
        // Text and numbers as they are (no grouping), nothing for an empty value, anything else (an element) as a part.
        const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint';
        if (plain || !value) text(plain ? String(value) : '');
        else push({ text: false, value });
        break;
      }
      case TYPE.number: {
        const style = styleOf<Intl.NumberFormatOptions & { scale?: number }>(element.style, NUMBER_STYLES);
        const number = style?.scale ? (value as number) * style.scale : (value as number);
        text(numberFormat(tag, style).format(number));
        break;
      }
      case TYPE.date:
      case TYPE.time: {
        const named = element.type === TYPE.date ? DATE_STYLES : TIME_STYLES;
        const style = styleOf(element.style, named) ?? (element.type === TYPE.time ? TIME_STYLES.medium : undefined);
        text(dateFormat(tag, style).format(value as Date | number));
        break;
      }
      case TYPE.tag: {
        if (typeof value !== 'function') throw new Error(`The value of "${name}" must be a function.`);
        const chunks = (value as (chunks: unknown[]) => unknown)(partsOf(element.children, tag, values, pluralValue).map((part) => part.value));
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) {
          if (typeof chunk === 'string') text(chunk);
          else push({ text: false, value: chunk });
        }
        break;
      }
      case TYPE.select: {
        const chosen = option(element.options, String(value)) ?? element.options.other;
        if (!chosen) throw new Error(`"${String(value)}" is not a case of "${name}".`);
        for (const part of partsOf(chosen.value, tag, values, undefined)) push(part);
        break;
      }
      case TYPE.plural: {
        const count = Number(value);
        const shifted = count - (element.offset || 0);
        const chosen =
          option(element.options, `=${String(value)}`) ??
          option(element.options, pluralRules(tag, element.pluralType ?? 'cardinal').select(shifted)) ??
          element.options.other;
        if (!chosen) throw new Error(`"${String(value)}" is not a case of "${name}".`);
        for (const part of partsOf(chosen.value, tag, values, shifted)) push(part);
        break;
      }
      default:
    }
  }
  return parts;
}

/**
 * The message as text, or — where tags rendered as something else than text (a link element) —
 * as its parts, neighbouring texts joined, as `IntlMessageFormat#format` gives it.
 *
 * @example
 * formatMessage(parse('{count, plural, one {# item} other {# items}}'), 'en-US', { count: 2 }); // '2 items'
 */
export function formatMessage<Part = never>(
  elements: readonly MessageFormatElement[],
  tag: string,
  values?: Values,
): string | Part | Array<string | Part> {
  const parts = partsOf(elements, tag, values, undefined);
  if (parts.length === 1) return parts[0]!.value as string | Part;
  const joined: Array<string | Part> = [];
  for (const part of parts) {
    const last = joined.length - 1;
    if (part.text && last >= 0 && typeof joined[last] === 'string') joined[last] += part.value;
    else joined.push(part.value as string | Part);
  }
  return joined.length <= 1 ? (joined[0] ?? '') : joined;
}
