import { rateLimitClientKey } from './client-key';

describe('rateLimitClientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    ['not-an-address', 'not-an-address'],
  ])('%p → %p', (address, key) => {
    expect(rateLimitClientKey(address)).toBe(key);
  });

  it('puts every address of one /64 under one key and neighbouring /64s under different keys', () => {
    expect(rateLimitClientKey('2a02:8388:1:2:aaaa::1')).toBe(rateLimitClientKey('2a02:8388:1:2:bbbb::9'));
    expect(rateLimitClientKey('2a02:8388:1:2::1')).not.toBe(rateLimitClientKey('2a02:8388:1:3::1'));
  });
});
