import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for when counting sign-in attempts: an IPv4 address itself
 * (also when written IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address's /64, since one subscriber
 * usually holds a whole /64 and could rotate through it. Anything else is returned as given.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) +
      [
        ((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16),
        ((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16),
      ].join(':')
    : address;
  const [head = '', tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}
