import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../errors.js';
import { createAccessTokens } from './access-tokens.js';

const secret = new TextEncoder().encode('access-token-test-secret-0123456789abcdef');
const tokens = createAccessTokens(secret);
const USER = '6f1c1f36-2d4b-4a5e-9b7e-0c8d2f3a4b5c';
const SESSION = '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70';

function signed(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('gleaner')
    .setExpirationTime('1h')
    .sign(secret);
}

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('still refuses a token it has seen once its time is up', async () => {
    const shortLived = createAccessTokens(secret, 60);
    const { token } = await shortLived.sign({ userId: USER, sessionId: SESSION });
    await expect(shortLived.verify(token)).resolves.toMatchObject({ userId: USER });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    await expect(shortLived.verify(token)).rejects.toThrow('Session expired');
  });

  it('refuses a token with one character changed, after the genuine one passed', async () => {
    const { token } = await tokens.sign({ userId: USER, sessionId: SESSION });
    await tokens.verify(token);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    await expect(
      tokens.verify(`${token.slice(0, -2)}${last}${token.slice(-1)}`),
    ).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('reads the account and sign-in of a token it signed', async () => {
    const { token } = await tokens.sign({ userId: USER, sessionId: SESSION });
    await expect(tokens.verify(token)).resolves.toMatchObject({ userId: USER, sessionId: SESSION });
  });

  it.each([
    { sub: '', sid: SESSION },
    { sub: 'not-a-uuid', sid: SESSION },
    { sub: USER, sid: "x' or 1=1" },
    { sub: 42, sid: SESSION },
  ])('refuses a correctly signed token whose ids are not ids ($sub, $sid)', async (claims) => {
    await expect(tokens.verify(await signed(claims))).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a correctly signed token without an expiry, which would never expire', async () => {
    const forever = await new SignJWT({ sub: USER, sid: SESSION })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('gleaner')
      .sign(secret);
    await expect(tokens.verify(forever)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
