import { describe, expect, it } from 'vitest';
import { identityKey, subscriberOf } from './usage-limits.js';

describe('identity of a limit', () => {
  it('is the account when signed in, else the address', () => {
    expect(identityKey('9d7b5b1e-3f7a-4c59-9d43-2f1d3c0a8e11', '203.0.113.9')).toBe(
      'user:9d7b5b1e-3f7a-4c59-9d43-2f1d3c0a8e11',
    );
    expect(identityKey(null, '203.0.113.9')).toBe('ip:203.0.113.9');
    // A socket whose peer hung up before its address was read: counted, never a crash.
    expect(identityKey(null, undefined)).toBe('ip:unknown');
  });

  it('counts a whole IPv6 /64 as one caller, so rotating through it does not escape a limit', () => {
    const one = subscriberOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(subscriberOf('2001:db8:1:2::1')).toBe(one);
    expect(subscriberOf('2001:0db8:0001:0002:ffff::')).toBe(one);
    expect(subscriberOf('2001:db8:1:3::1')).not.toBe(one);
    expect(subscriberOf('::1')).toBe('0:0:0:0::/64');
    expect(subscriberOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(subscriberOf('198.51.100.7')).toBe('198.51.100.7');
  });
});
