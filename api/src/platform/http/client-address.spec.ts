import { describe, expect, it } from '@jest/globals';
import { clientAddress } from './client-address.js';

const of = (ip: string | undefined) => clientAddress({ ip });

describe('clientAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(of('203.0.113.7')).toBe('203.0.113.7');
  });

  it('writes an IPv4-mapped IPv6 address as IPv4, so both spellings count as one client', () => {
    expect(of('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(of('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    expect(of('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(of('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(of('2001:DB8:1:2::FFFF')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(of('::1')).toBe('::/64');
    expect(of('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps a value that is no address short, and copes with no address at all', () => {
    expect(of('x'.repeat(10_000))).toHaveLength(64);
    expect(of(undefined)).toBe('');
  });
});
