/**
 * Who is counted as one sender by the site's per-address limits (decision 028): the forms'
 * limits in the planning area and the site server's render budget (decision 035).
 */
import { isIPv4, isIPv6 } from 'node:net';

/**
 * An IPv4 address as it is, an IPv6 address by its /64 network (one household or server is
 * handed a whole /64, and could otherwise take a new address for every request). IPv4 written
 * as IPv6 (`::ffff:203.0.113.5`) is the IPv4 address.
 */
export function senderOf(address: string): string {
  const mappedIPv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mappedIPv4 && isIPv4(mappedIPv4)) return mappedIPv4;
  if (!isIPv6(address)) return address;
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail counts as two groups; only the first four groups matter here.
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  const network = groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':');
  return `${network}::/64`;
}
