/** @jest-environment node */
import { senderOf } from './sender-address';

describe('who counts as one sender', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:85a3:12::8a2e:370:7334', '2001:db8:85a3:12::/64'],
    ['2001:db8:85a3:12:ffff:ffff:ffff:1', '2001:db8:85a3:12::/64'],
    ['2001:0db8:0000:0012:0000:0000:0000:0001', '2001:db8:0:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s is counted as %s', (address, sender) => {
    expect(senderOf(address)).toBe(sender);
  });
});
