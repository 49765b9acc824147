import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret handed to a person once (refresh token, reset link). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes, so a database leak yields nothing usable. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
