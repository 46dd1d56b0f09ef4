import { createTranslator, type MessageKey, messages } from 'otthon';
import { storyLocale } from './i18n.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message with a `<link>` tag (the consent labels) in the story's language: its whole text and the
 * linked words, e.g. "I have read and accept the privacy policy" and "privacy policy".
 */
export function richMessage(key: MessageKey): { text: string; link: string } {
  let link = '';
  const parts = createTranslator(storyLocale(), {}, messages[storyLocale()]).rich<string>(key, {
    link: (chunks) => {
      link = chunks.join('');
      return link;
    },
  });
  return { text: parts.join(''), link };
}

/** Pattern for a checkbox labelled by the rich message `key` (the label also holds the link's "opens in a new tab" and the required mark). */
export const txRich = (key: MessageKey): RegExp => new RegExp(escapeRegExp(richMessage(key).text));

/** Pattern for text that may hold no-break spaces where `text` has spaces, or the other way round. */
export const loose = (text: string): RegExp => new RegExp(escapeRegExp(text).replace(/\s+/g, '\\s+'));
