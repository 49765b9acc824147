import { createContext } from 'react';
import type { LoginReply } from '@gleaner/shared';
import type { AuthUser, ClientSession } from './session';

export interface AuthContextValue {
  user: AuthUser | null;
  session: ClientSession | null;
  /** True until the stored session (if any) has been checked at start-up. */
  loading: boolean;
  /** Keeps a successful login reply: stores the tokens, sets user and session. */
  acceptLogin: (reply: LoginReply) => void;
  /** Forgets the session locally (tokens, user, session). */
  clearSession: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
