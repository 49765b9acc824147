import { describe, expect, it } from 'vitest';
import { mentionsAddress, pageNamedOnce } from './failure-text.js';

describe('pageNamedOnce', () => {
  it('names the address when the reason does not', () => {
    expect(pageNamedOnce('http://x.test/', '127.0.0.1 refused the connection.')).toBe(
      'http://x.test/',
    );
  });

  it('says "the page" when the reason already names the address, with or without its slash', () => {
    expect(pageNamedOnce('http://x.test/', 'The server answered HTTP 404 for http://x.test/')).toBe(
      'the page',
    );
    expect(pageNamedOnce('http://x.test/', 'net::ERR_ABORTED at http://x.test')).toBe('the page');
    expect(pageNamedOnce('http://x.test/a?b=1', 'http://x.test/a?b=1 answered HTTP 500')).toBe(
      'the page',
    );
  });

  it('does not take another page of the same site for this one', () => {
    expect(
      mentionsAddress('The server answered HTTP 404 for http://x.test/other', 'http://x.test/'),
    ).toBe(false);
  });
});
