import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS, LOCALES } from '../domain/constants.js';
import { sourceMessages } from '../testing/messages.js';
import { formatMessage } from './format-message.js';

const reference = (message: string, tag: string, values: Record<string, unknown>) =>
  new IntlMessageFormat(message, tag).format(values as never);

describe('formatMessage', () => {
  it('formats every message of both catalogues exactly as intl-messageformat does, for several counts', () => {
    for (const locale of LOCALES) {
      const tag = LOCALE_TAGS[locale];
      for (const [key, message] of Object.entries(sourceMessages(locale))) {
        for (const count of [0, 1, 2, 5, 21, 1234.5]) {
          const values = sampleValues(parse(message), count);
          expect(formatMessage(parse(message), tag, values), `${locale} ${key} ${count}`).toEqual(reference(message, tag, values));
        }
      }
    }
  });

  it('chooses plural forms by the language, exact cases first, with offset and a grouped #', () => {
    const message = '{n, plural, offset:1 =0 {nobody} =1 {only you} one {you and # other} other {you and # others}}';
    for (const n of [0, 1, 2, 3, 10001]) expect(formatMessage(parse(message), 'en-US', { n })).toBe(reference(message, 'en-US', { n }));
    expect(formatMessage(parse('{n, plural, one {# termék} other {# termék}}'), 'hu-HU', { n: 12345 })).toBe('12\u00a0345 termék');
    expect(formatMessage(parse('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'), 'en-US', { n: 22 })).toBe('22nd');
  });

  it('selects cases, and falls back to other', () => {
    const message = '{mode, select, net {net} gross {gross} other {—}}';
    expect(formatMessage(parse(message), 'en-US', { mode: 'net' })).toBe('net');
    expect(formatMessage(parse(message), 'en-US', { mode: 'toString' })).toBe('—');
  });

  it('formats numbers, dates and times with their named styles and skeletons as intl-messageformat does', () => {
    const date = new Date(Date.UTC(2026, 11, 1, 9, 30));
    for (const message of [
      '{n, number}',
      '{n, number, percent}',
      '{n, number, integer}',
      '{n, number, ::currency/EUR}',
      '{d, date, short}',
      '{d, date, long}',
      '{d, date}',
      '{d, time, short}',
    ]) {
      for (const tag of ['hu-HU', 'en-US']) {
        const values = { n: 1234.56, d: date };
        expect(formatMessage(parse(message), tag, values), `${tag} ${message}`).toBe(reference(message, tag, values));
      }
    }
  });

  it('renders tags through their functions and keeps elements as parts', () => {
    const link = (chunks: unknown[]) => ({ link: chunks });
    expect(formatMessage(parse('I accept the <link>terms of {shop}</link>.'), 'en-US', { link, shop: 'Otthon' })).toEqual([
      'I accept the ',
      { link: ['terms of Otthon'] },
      '.',
    ]);
    expect(formatMessage(parse('<b>bold</b>'), 'en-US', { b: (chunks: unknown[]) => chunks.join('') })).toBe('bold');
  });

  it('names a missing value and a tag without a function', () => {
    expect(() => formatMessage(parse('Hello {name}'), 'en-US', {})).toThrow(/"name" is missing/);
    expect(() => formatMessage(parse('<b>x</b>'), 'en-US', { b: 'no' })).toThrow(/"b" must be a function/);
  });
});

/** A value for every argument: the count for plurals and numbers, words for the rest, a function per tag. */
function sampleValues(elements: MessageFormatElement[], count: number, values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => ({ tag: element.value, chunks });
      sampleValues(element.children, count, values);
      continue;
    }
    values[element.value] = element.type === TYPE.plural || element.type === TYPE.number ? count : `[${element.value}]`;
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, count, values);
    }
  }
  return values;
}
