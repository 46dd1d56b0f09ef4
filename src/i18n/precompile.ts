import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import type { CompiledMessage } from './messages.js';

/** Characters that make ICU text more than plain text (placeholders, plurals, tags, quoting). */
const ICU_SYNTAX = /[{}<>']/;

/**
 * One message compiled to the ICU AST, so a browser formats it without the ICU parser. Text
 * without any ICU syntax stays a string: the translator shows it as it is, and the catalogue
 * stays as small as its source.
 *
 * @example
 * compileMessage('Cart'); // 'Cart'
 * compileMessage('{count, plural, one {# item} other {# items}}'); // [{ type: 6, value: 'count', … }]
 */
export function compileMessage(text: string): CompiledMessage {
  return ICU_SYNTAX.test(text) ? parse(text) : text;
}

/**
 * A catalogue with every message compiled (see {@link compileMessage}). Throws naming the key
 * of a message that is not valid ICU MessageFormat.
 */
export function compileMessages<Key extends string>(catalogue: Readonly<Record<Key, string>>): Record<Key, CompiledMessage> {
  const compiled = {} as Record<Key, CompiledMessage>;
  for (const [key, text] of Object.entries(catalogue) as Array<[Key, string]>) {
    try {
      compiled[key] = compileMessage(text);
    } catch (error) {
      throw new Error(`The message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return compiled;
}

export interface PrecompileMessagesOptions {
  /** The JSON catalogues to compile, matched against their absolute paths. */
  include: readonly RegExp[];
}

/**
 * A Vite plugin that compiles JSON message catalogues to the ICU AST as they are imported, so the
 * browser needs no ICU parser (alias `@formatjs/icu-messageformat-parser` to its `no-parser.js`).
 * The compiled catalogue is JSON again, so Vite's own JSON handling turns it into a module.
 *
 * @example
 * plugins: [precompileMessages({ include: [/\/src\/i18n\/messages\/[a-z]+(?:\.[a-z]+)?\.json$/] })]
 */
export function precompileMessages({ include }: PrecompileMessagesOptions): Plugin {
  return {
    name: 'otthon:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      // `?raw`, `?url` and other queries ask for something else than the catalogue module.
      if (id.includes('?') || !include.some((pattern) => pattern.test(id))) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(compileMessages(catalogue)), map: null };
    },
  };
}
