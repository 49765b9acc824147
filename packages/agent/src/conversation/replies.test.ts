import { describe, expect, it } from 'vitest';
import { fetchFailedReply } from './replies.js';

describe('fetchFailedReply', () => {
  it('ends the reason with one full stop and names no internal option', () => {
    const reply = fetchFailedReply(
      'http://127.0.0.1/',
      'Refused to fetch http://127.0.0.1/: 127.0.0.1 is a private, loopback or reserved address. Only public websites can be reached.',
    );
    expect(reply).not.toMatch(/\.\./);
    expect(reply).not.toMatch(/allowPrivateHosts/);
    expect(reply).toContain('Only public websites can be reached. Check the address');
  });

  it('names the address once when the reason already names it', () => {
    const reply = fetchFailedReply(
      'http://x.test/',
      'The server answered HTTP 404 for http://x.test/',
    );
    expect(reply).toBe(
      'I could not open the page: The server answered HTTP 404 for http://x.test/. Check the address and send it again, or try another page.',
    );
  });
});
