import en from './en.json';
import hu from './hu.json';

/**
 * Both languages' shop messages at once, for tests that compare a page with either language's
 * texts. The shop itself loads one language at a time (`loadPageMessages` in lib/i18n.ts).
 */
export const shopMessages = { en, hu } as const;
