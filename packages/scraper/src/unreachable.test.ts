import { describe, expect, it } from 'vitest';
import { unreachableReason } from './unreachable.js';

describe('unreachableReason', () => {
  it('says in plain words that a name leads nowhere, with no error code', () => {
    const reason = unreachableReason('ENOTFOUND', 'books.toscrape.com');
    expect(reason).toBe(
      'no server named books.toscrape.com could be found from here; the address may be mistyped, the site gone, or this server without an internet connection.',
    );
    expect(unreachableReason('net::ERR_NAME_NOT_RESOLVED', 'books.toscrape.com')).toBe(reason);
  });

  it('names refusals, resets, missing routes and bad certificates without codes', () => {
    const reasons = [
      'ECONNREFUSED',
      'ECONNRESET',
      'ENETUNREACH',
      'net::ERR_INTERNET_DISCONNECTED',
      'net::ERR_CONNECTION_TIMED_OUT',
      'CERT_HAS_EXPIRED',
      'net::ERR_CERT_AUTHORITY_INVALID',
    ].map((code) => unreachableReason(code, 'shop.example'));
    for (const reason of reasons) {
      expect(reason).toMatch(/^shop\.example\b.*\.$/);
      expect(reason).not.toMatch(/[A-Z]{2,}_|E[A-Z]{4,}/);
    }
  });

  it('leaves codes it does not know to the caller', () => {
    expect(unreachableReason('EPROTO', 'shop.example')).toBeNull();
  });
});
