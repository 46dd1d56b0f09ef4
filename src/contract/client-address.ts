/**
 * Who a throttle counts: one client address, with an IPv6 address taken as its /64 network (one
 * household or host is handed a whole /64, so counting single IPv6 addresses would let one visitor
 * try 2^64 times). IPv4 and IPv4-mapped IPv6 addresses count one by one; anything that is not an
 * address (an in-process call) counts as itself.
 */
export function addressGroup(address: string): string {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!bare.includes(':')) return bare;
  const mapped = /^(?:0{0,4}:){0,5}(?:ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare.replace(/^::/, ''));
  if (mapped && bare.startsWith('::')) return mapped[1]!;
  const groups = expandIpv6(bare);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare;
}

/** The eight 16-bit groups of an IPv6 address without leading zeros; null when it is not one. */
function expandIpv6(address: string): string[] | null {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
