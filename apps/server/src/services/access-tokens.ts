import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SESSION_LIFETIME_SECONDS } from '@gleaner/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { UnauthorizedError } from '../errors.js';

const ISSUER = 'gleaner';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** A verified token's claims: every token we accept expires. */
export interface VerifiedClaims extends AccessClaims {
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<VerifiedClaims>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Tokens whose signature was checked, kept so a poll does not pay for HMAC again. */
const VERIFIED_KEPT = 10_000;

export function createAccessTokens(
  secret: Uint8Array,
  lifetimeSeconds = SESSION_LIFETIME_SECONDS,
): AccessTokens {
  const tokens = verifyOnce(secret);
  return {
    async sign({ userId, sessionId }) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + lifetimeSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(secret);
      return { token, expiresAt };
    },
    verify: (token) => tokens.verify(token),
  };
}

/**
 * Verification with a memory: a token is immutable, so once its signature and claims pass, the
 * same string passes until its `exp` without checking the signature again (a screen polling
 * every few seconds sends the same token each time). Whether its sign-in is still live is not
 * decided here: live-sessions asks that on every request.
 */
function verifyOnce(secret: Uint8Array): Pick<AccessTokens, 'verify'> {
  const verified = new Map<string, VerifiedClaims>();
  const check = async (token: string): Promise<VerifiedClaims> => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        // A token without `exp` would be valid forever.
        requiredClaims: ['exp'],
      });
      // Both name uuid columns: anything else (a token signed with a leaked or reused secret)
      // would reach the database as a malformed uuid, a 500 instead of a 401.
      if (!isUuid(payload.sub) || !isUuid(payload.sid)) {
        throw new UnauthorizedError('Invalid access token');
      }
      // jose has checked that `exp` is present, a number and not past.
      return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp ?? 0 };
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      const expired = error instanceof errors.JWTExpired;
      throw new UnauthorizedError(
        expired ? 'Session expired, please sign in again' : 'Invalid access token',
        {
          cause: error,
        },
      );
    }
  };
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt * 1000 > Date.now()) return known;
      verified.delete(token);
      const claims = await check(token);
      verified.set(token, claims);
      if (verified.size > VERIFIED_KEPT) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      return claims;
    },
  };
}

/**
 * The signing secret: JWT_SECRET when given, else one generated on first start and kept in
 * DATA_DIR, so a restart keeps people signed in.
 */
export async function loadJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process wrote it first; then theirs is the one to use.
  try {
    await writeFile(file, generated, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}
