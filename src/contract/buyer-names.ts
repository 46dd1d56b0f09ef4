import type { Locale } from '../domain/constants.js';

/**
 * The buyer's first and family name as an order gives them (`partner_firstname`,
 * `partner_lastname`): a logged-in customer's own names; without an account, the invoice name
 * split by the order's language. Hungarian names put the family name first ("Kovács Anna"), so a
 * one-word Hungarian name is a family name; English ones put it last, so a one-word English name
 * is a first name.
 *
 * @example
 * buyerNames('Kovács Anna', 'hu', null); // { firstname: 'Anna', lastname: 'Kovács' }
 */
export function buyerNames(name: string, locale: Locale, account: { firstname: string; lastname: string } | null): { firstname: string; lastname: string } {
  if (account) return { firstname: account.firstname, lastname: account.lastname };
  const words = name.split(/\s+/).filter(Boolean);
  if (locale === 'hu') return { firstname: words.slice(1).join(' '), lastname: words[0] ?? '' };
  return { firstname: words.slice(0, -1).join(' ') || (words[0] ?? ''), lastname: words.length > 1 ? words.at(-1)! : '' };
}
