import { describe, expect, it } from 'vitest';
import { chatSocketUrl } from './chat-socket-url';

const page = { protocol: 'https:', host: 'gleaner.example' };
const browser = 'b0c5a0c4-7e55-4f4c-9a55-2d0a3e9b1f00';

describe('chat socket address', () => {
  it('names the anonymous browser, which owns its conversations, when not signed in', () => {
    const url = new URL(
      chatSocketUrl(page, { userId: 'anonymous', token: null, anonymousId: browser }),
    );
    expect(url.protocol).toBe('wss:');
    expect(url.pathname).toBe('/ws');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      user_id: 'anonymous',
      anonymous_id: browser,
    });
  });

  it('sends the token, and no anonymous id, when signed in', () => {
    const url = new URL(
      chatSocketUrl(
        { protocol: 'http:', host: 'localhost:3000' },
        {
          userId: 'u-1',
          token: 'a.b.c',
          anonymousId: browser,
        },
      ),
    );
    expect(url.protocol).toBe('ws:');
    expect(Object.fromEntries(url.searchParams)).toEqual({ user_id: 'u-1', token: 'a.b.c' });
  });
});
