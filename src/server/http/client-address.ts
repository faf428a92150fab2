import { isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts under. An IPv4 client is its address; an IPv6 client is
 * its /64 network, since one subscriber is usually given a whole /64 and could otherwise rotate
 * through billions of addresses to get a fresh budget each time. IPv4-mapped IPv6 is IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
