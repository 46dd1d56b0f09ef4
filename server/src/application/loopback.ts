/**
 * Loopback: addresses and host names that reach only the machine itself. The development mailbox
 * answers only there (see `mail/mailbox.ts`; `options.ts` turns it off while a public origin
 * is not loopback).
 */
import { isIP } from 'node:net';

/** Whether an IP address is this machine's loopback: 127.0.0.0/8, ::1, or either mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  if (isIP(plain) !== 6) return false;
  // The URL parser writes every spelling of an IPv6 address the same, compressed, in hexadecimal.
  const canonical = new URL(`http://[${plain}]`).hostname.slice(1, -1);
  return canonical === '::1' || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(canonical);
}

/** Whether a host name (no port) reaches only this machine: `localhost`, `*.localhost` or a loopback address. */
export function isLoopbackHostname(hostname: string | undefined | null): boolean {
  if (!hostname) return false;
  const name = hostname.trim().toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/** Whether an origin (`http://127.0.0.1:3000`) names this machine only. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHostname(new URL(origin).hostname);
  } catch {
    return false;
  }
}
