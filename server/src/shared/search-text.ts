/**
 * Folds text for search and slugs: lower case, accents removed (ő → o), so "kanape" finds
 * "Kanapé". The seed folds titles with it and the listing folds the query the same way.
 */
export function foldText(text: string, joiner = ' '): string {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return joiner === ' '
    ? folded.replace(/\s+/g, ' ').trim()
    : folded.replace(/[^a-z0-9]+/g, joiner).replace(new RegExp(`^\\${joiner}+|\\${joiner}+$`, 'g'), '');
}
