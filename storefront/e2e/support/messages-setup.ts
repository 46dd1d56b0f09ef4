import { LOCALES } from 'otthon';
import { loadPageMessages } from '../../app/lib/i18n.js';

// The shop loads one language's messages at a time; the tests compare pages with both languages'
// texts (shopTranslator, text()), so every test file starts with both loaded.
await Promise.all(LOCALES.map((locale) => loadPageMessages(locale)));
