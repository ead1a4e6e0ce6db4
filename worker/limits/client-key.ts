/**
 * Whom the per-client limits count: the client's address as Cloudflare's edge gives it (`CF-Connecting-IP`), IPv4 as
 * it is and IPv6 by its /64, the smallest block a home or VPS connection gets (it holds 2⁶⁴ addresses, so counting
 * single IPv6 addresses limits nothing). Every textual form of one address gives one key: upper or lower case, leading
 * zeros, `::` anywhere, an embedded dotted IPv4 tail, a zone (`%eth0`); an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`)
 * is that IPv4 address. Anything that is not an address is one shared key, `other`.
 */

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight 16-bit groups of an IPv6 address, or null. */
const ipv6Groups = (text: string): number[] | null => {
  let address = text.replace(/%.*$/, '').toLowerCase();
  // A dotted IPv4 tail (`::ffff:192.0.2.1`, `64:ff9b::198.51.100.7`) is the last two groups.
  const tail = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    if (!ipv4.test(tail[1]!)) return null;
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    address = `${address.slice(0, address.length - tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]!);
  const rest = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
};

/** The limit key of an address: `192.0.2.1`, or `2001:db8:dee1:7::/64` for every address in that /64. */
export const addressKey = (raw: string): string => {
  const text = raw.trim();
  if (ipv4.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return 'other';
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address it carries.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
};

/** Whom the per-client limits and budgets count: IPv4 by address, IPv6 by its /64. */
export const clientKey = (request: Request): string => addressKey(request.headers.get('CF-Connecting-IP') ?? '');

/** True when the per-minute limit (a Workers rate-limiting binding) refuses this client now. */
export const rateLimited = async (limiter: RateLimit, request: Request): Promise<boolean> => !(await limiter.limit({ key: clientKey(request) })).success;
