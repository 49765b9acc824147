import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants.js';
import { withoutControlCharacters } from './plain-text.js';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, 'Email is too long'));

const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1024, 'Password is too long');

export const RegisterBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    email,
    password: newPassword,
    fullName: z.string().trim().max(200, 'Full name is too long').optional(),
  }),
);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    email,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  }),
);
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RefreshBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    refresh_token: z.string({ error: 'refresh_token is required' }).min(1).max(512),
  }),
);

/** Sign-out: the access token names its sign-in, so the refresh token is optional. */
export const LogoutBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({ refresh_token: z.string().max(512).optional() }).nullish(),
);

export const ResetPasswordBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({ email }),
);
export const ResetPasswordConfirmBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    token: z.string({ error: 'token is required' }).min(1, 'token is required').max(512),
    password: newPassword,
  }),
);

export const UserSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionSchema = /* @__PURE__ */ z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds since the epoch. */
  expires_at: z.number().int(),
});
export type Session = z.infer<typeof SessionSchema>;

export const LoginReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  user: UserSchema,
  session: SessionSchema,
});
export type LoginReply = z.infer<typeof LoginReplySchema>;

export const RegisterReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  user: UserSchema,
  message: z.string(),
});

export const ProfileReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  user: UserSchema,
});

export const MessageReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  message: z.string(),
});
