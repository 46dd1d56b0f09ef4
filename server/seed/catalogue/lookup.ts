/** Finds a catalogue entry by its stable key, failing loudly on a typo in the templates. */
export function findByKey<T extends { key: string }>(items: readonly T[], key: string, what: string): T {
  const found = items.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Unknown ${what} key "${key}".`);
  return found;
}
