const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomFrom(alphabet: string, length: number): string {
  // Bytes at or above the largest multiple of the alphabet's size are skipped, so every
  // character is equally likely.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/**
 * An unguessable token of letters and digits (order hashes, CSRF and bot tokens). Web Crypto
 * only, so the handlers run in browsers (Storybook's service worker) as well as in Node.
 */
export function randomToken(length = 32): string {
  return randomFrom(ALPHABET, length);
}

/** Random digits, like a card authorization code. */
export function randomDigits(length = 6): string {
  return randomFrom('0123456789', length);
}

/** Random lowercase hexadecimal digits, like Barion's payment id (32 of them). */
export function randomHex(length = 32): string {
  return randomFrom('0123456789abcdef', length);
}
