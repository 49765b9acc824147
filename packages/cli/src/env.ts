import { z } from 'zod';
import type { Io } from './io.js';

/** The environment variables the CLI reads, once, here. */
const EnvSchema = z.object({
  CHROMIUM_PATH: z.string().min(1).optional(),
  ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export interface CliEnv {
  chromiumPath: string | undefined;
  allowPrivateHosts: boolean;
}

export function readEnv(io: Io): CliEnv {
  const parsed = EnvSchema.safeParse(io.env);
  const env = parsed.success
    ? parsed.data
    : { CHROMIUM_PATH: undefined, ALLOW_PRIVATE_HOSTS: false };
  return { chromiumPath: env.CHROMIUM_PATH, allowPrivateHosts: env.ALLOW_PRIVATE_HOSTS };
}
