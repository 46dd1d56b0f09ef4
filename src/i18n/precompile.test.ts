import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileMessage, compileMessages, precompileMessages } from './precompile.js';

describe('compileMessage', () => {
  it('keeps text without ICU syntax as it is, the smallest form a catalogue can ship', () => {
    expect(compileMessage('Close cart')).toBe('Close cart');
    expect(compileMessage('Kosár bezárása')).toBe('Kosár bezárása');
  });

  it('compiles placeholders, plurals, tags and quoting to the ICU AST of the parser', () => {
    for (const text of ['Page Not Found: {path}', '{count, plural, one {# item} other {# items}}', 'I accept the <link>terms</link>', "It''s here"]) {
      expect(compileMessage(text)).toEqual(parse(text));
    }
    expect(compileMessage('{count, number} termék')).toEqual([
      { type: TYPE.number, value: 'count', style: null },
      { type: TYPE.literal, value: ' termék' },
    ]);
  });
});

describe('compileMessages', () => {
  it('compiles every message of a catalogue and names the key of one that is not ICU', () => {
    expect(compileMessages({ 'a.plain': 'Text', 'a.count': '{count} db' })).toEqual({ 'a.plain': 'Text', 'a.count': parse('{count} db') });
    expect(() => compileMessages({ 'a.broken': 'Cart ({count' })).toThrow(/The message "a.broken" is not valid ICU MessageFormat/);
  });
});

describe('precompileMessages (Vite plugin)', () => {
  const plugin = precompileMessages({ include: [/\/i18n\/messages\/[a-z]+\.json$/] });
  const transform = (code: string, id: string) => (plugin.transform as (code: string, id: string) => { code: string } | null).call({}, code, id);

  it('turns an included JSON catalogue into the JSON of its compiled messages', () => {
    const result = transform(JSON.stringify({ 'cart.close': 'Close', 'cart.itemCount': '{count} items' }), '/app/src/i18n/messages/en.json');
    expect(JSON.parse(result!.code)).toEqual({ 'cart.close': 'Close', 'cart.itemCount': parse('{count} items') });
  });

  it('leaves other JSON alone, and the catalogue too when a query asks for something else (?raw, ?url)', () => {
    expect(transform('{"name":"otthon"}', '/app/package.json')).toBeNull();
    expect(transform('{"cart.close":"Close"}', '/app/src/i18n/messages/en.json?raw')).toBeNull();
  });

  it('runs before Vite’s JSON plugin, which then makes the module', () => {
    expect(plugin.enforce).toBe('pre');
  });
});
