import {
  ANONYMOUS_ID_PATTERN,
  ANONYMOUS_ID_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
} from '@gleaner/shared';

// Storage can throw (privacy modes); then the id lives as long as the page.
let memoryAnonymousId: string | null = null;

/** This browser's anonymous id: made once with crypto.randomUUID() and kept in localStorage. */
export function anonymousId(): string {
  try {
    const stored = localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY);
    if (stored && ANONYMOUS_ID_PATTERN.test(stored)) return stored;
    const made = crypto.randomUUID();
    localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, made);
    return made;
  } catch {
    memoryAnonymousId ??= crypto.randomUUID();
    return memoryAnonymousId;
  }
}

/**
 * After sign-out the browser starts a new anonymous session: jobs it makes next must not move to
 * whoever signs in on this browser after that (sign-in adopts the current session's jobs).
 */
export function forgetAnonymousId(): void {
  memoryAnonymousId = null;
  try {
    localStorage.removeItem(ANONYMOUS_ID_STORAGE_KEY);
  } catch {
    // Storage unavailable: the in-memory id was the only one.
  }
}

/** Spec section 3: the signed-in user id, else a locally stored id, else 'anonymous'. */
export function chatUserId(signedInId: string | null | undefined): string {
  if (signedInId) return signedInId;
  try {
    return localStorage.getItem(USER_ID_STORAGE_KEY) || 'anonymous';
  } catch {
    return 'anonymous';
  }
}
