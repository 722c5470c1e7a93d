import { describe, expect, it } from 'vitest';
import { localPath } from './local-path.js';

describe('localPath', () => {
  it('keeps paths on this site with their query and fragment', () => {
    expect(localPath('/app')).toBe('/app');
    expect(localPath('/en/profile?tab=1#radar')).toBe('/en/profile?tab=1#radar');
    expect(localPath('/en/login?next=%2Fen%2Fevents%2Fdrehen-am-rad')).toBe('/en/login?next=%2Fen%2Fevents%2Fdrehen-am-rad');
  });

  it.each([
    '//example.org',
    '//example.org/x',
    '/\\example.org',
    '/%5Cexample.org',
    '/%5cexample.org',
    '\\\\example.org',
    'https:example.org',
    'https://example.org',
    'javascript:alert(1)',
    'example.org',
    '/%2F/example.org',
    '/%2f%2fexample.org',
    '/\t/example.org/x',
    '/%09/example.org/x',
    '/\n/example.org',
    '/%0a/example.org',
    '/%0D%0A/example.org',
    '/ /example.org',
    '/%20/example.org',
    '/\u2028/example.org',
    '/%E2%80%A8/example.org',
    '/\u00a0/example.org',
    '/\u200b/example.org',
    '/%00',
    '/x%00y',
    '/\u0000',
    '/%7F',
    '/\u007f',
    '/%E2',
    '',
    null,
    undefined,
  ])('refuses %j', (next) => {
    expect(localPath(next)).toBeUndefined();
  });

  it('refuses very long targets', () => {
    expect(localPath(`/${'a'.repeat(600)}`)).toBeUndefined();
  });

  it('answers a valid header value for characters a header cannot carry', () => {
    expect(localPath('/caf€?q=€')).toBe('/caf%E2%82%AC?q=%E2%82%AC');
    expect(localPath('/caf%E2%82%AC')).toBe('/caf%E2%82%AC');
  });
});
