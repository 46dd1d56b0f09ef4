/** Edits of every cart and favourites queue on the page that are not done yet. */
let open = 0;

/**
 * How many edits of every queue on the page are not done yet (gathering presses, waiting, in
 * flight, or waiting for the code that sends them to load): `otthon/testing`'s `settled()` waits
 * until there are none, so a gathered change counts in its own test.
 */
export function pendingIntents(): number {
  return open;
}

/** Counts an edit in (`1`) when it is made and out (`-1`) when it is done. */
export function countIntent(change: 1 | -1): void {
  open += change;
}
