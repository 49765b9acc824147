/** Who the chat socket speaks for. */
export interface ChatSocketIdentity {
  /** The spec's user_id: the account's id, a stored id, or 'anonymous'. */
  userId: string;
  /** The access token when signed in. */
  token: string | null;
  /** This browser's anonymous id: it owns the conversations it starts until it signs in. */
  anonymousId: string;
}

/**
 * `/ws?user_id=…` (spec section 7), plus the token when signed in, else the anonymous id, so
 * the server knows whose conversations the socket may continue. The socket is opened anew
 * when this changes (sign-in, sign-out, renewed token).
 */
export function chatSocketUrl(
  page: Pick<Location, 'protocol' | 'host'>,
  { userId, token, anonymousId }: ChatSocketIdentity,
): string {
  const protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ user_id: userId });
  if (token) query.set('token', token);
  else query.set('anonymous_id', anonymousId);
  return `${protocol}//${page.host}/ws?${query}`;
}
