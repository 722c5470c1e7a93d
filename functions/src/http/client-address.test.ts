import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops, UNKNOWN_CLIENT } from './client-address.js';

describe('clientAddress', () => {
  it('takes the socket’s address when no proxy of ours stands in front, whatever the headers say', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7' }, '10.0.0.2', 0)).toBe('10.0.0.2');
  });

  it('takes the entry that many hops from the right, never what the client wrote in front of it', () => {
    const headers = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 35.191.0.1' };
    expect(clientAddress(headers, '169.254.1.1', 2)).toBe('203.0.113.7');
    expect(clientAddress(headers, '169.254.1.1', 1)).toBe('35.191.0.1');
    expect(clientAddress({ 'x-forwarded-for': ['9.9.9.9, 203.0.113.7', '35.191.0.1'] }, undefined, 2)).toBe('203.0.113.7');
    expect(clientAddress({ 'x-forwarded-for': 'unsinn, 2001:db8::7, 35.191.0.1' }, undefined, 2)).toBe('2001:db8::7');
  });

  it('makes a request whose address cannot be established the one shared unknown client, never no client', () => {
    // No socket address (a closed connection, the Functions emulator's Unix socket).
    expect(clientAddress({}, undefined, 0)).toBe(UNKNOWN_CLIENT);
    // Fewer entries than our proxies write: the request did not come past all of them, so even its leftmost entry
    // may be the client's own words, and the socket's peer is a proxy of ours.
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7' }, '169.254.1.1', 2)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress({ 'x-forwarded-for': ' , ' }, '169.254.1.1', 2)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress({}, '169.254.1.1', 1)).toBe(UNKNOWN_CLIENT);
    // Our proxies write addresses; anything else in their place was written by the client.
    expect(clientAddress({ 'x-forwarded-for': 'jeder-mal-anders, 35.191.0.1' }, '169.254.1.1', 2)).toBe(UNKNOWN_CLIENT);
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

  it('is 0 in the Functions emulator, whose Hosting emulator appends nothing, unless set', () => {
    expect(trustedProxyHops({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBe(0);
    expect(trustedProxyHops({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true', TRUSTED_PROXY_HOPS: '2' })).toBe(2);
  });
});
