import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops } from './headers.js';

describe('clientAddress', () => {
  it('takes the socket’s address when no proxy of ours stands in front, whatever the headers say', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7' }, '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(clientAddress({}, undefined, 0)).toBeNull();
  });

  it('takes the entry that many hops from the right, never what the client wrote in front of it', () => {
    const headers = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 35.191.0.1' };
    expect(clientAddress(headers, '169.254.1.1', 2)).toBe('203.0.113.7');
    expect(clientAddress(headers, '169.254.1.1', 1)).toBe('35.191.0.1');
    expect(clientAddress({ 'x-forwarded-for': ['9.9.9.9, 203.0.113.7', '35.191.0.1'] }, undefined, 2)).toBe('203.0.113.7');
  });

  it('takes the leftmost entry of a shorter list (it came past fewer of our proxies), else the socket', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7' }, '169.254.1.1', 2)).toBe('203.0.113.7');
    expect(clientAddress({ 'x-forwarded-for': ' , ' }, '169.254.1.1', 2)).toBe('169.254.1.1');
    expect(clientAddress({}, undefined, 2)).toBeNull();
  });
});

describe('trustedProxyHops', () => {
  it('reads TRUSTED_PROXY_HOPS, else 0 (2 inside Cloud Functions), and refuses anything but a small whole number', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ K_SERVICE: 'api' })).toBe(2); // Cloud Functions: behind Firebase Hosting
    expect(trustedProxyHops({ K_SERVICE: 'api', TRUSTED_PROXY_HOPS: '0' })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: 'yes' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
