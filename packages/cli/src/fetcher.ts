import { Fetcher, isScrapeError } from '@gleaner/scraper';
import { FailureError } from './cli-error.js';
import { readEnv } from './env.js';
import type { Io } from './io.js';

export interface FetchFlags {
  render?: 'auto' | 'never' | 'always';
  noRobots?: boolean | undefined;
  allowPrivateHosts?: boolean | undefined;
  timeoutMs?: number | undefined;
  userAgent?: string | undefined;
}

/** The fetcher a command uses, from its flags and the environment; warnings go to stderr. */
export function makeFetcher(flags: FetchFlags, io: Io): Fetcher {
  const env = readEnv(io);
  return new Fetcher({
    render: flags.render ?? 'auto',
    respectRobots: !flags.noRobots,
    allowPrivateHosts: flags.allowPrivateHosts === true || env.allowPrivateHosts,
    ...(env.chromiumPath ? { chromiumPath: env.chromiumPath } : {}),
    ...(flags.timeoutMs ? { timeoutMs: flags.timeoutMs } : {}),
    ...(flags.userAgent ? { userAgent: flags.userAgent } : {}),
    onWarning: (message) => void io.stderr.write(`warning: ${message}\n`),
  });
}

/** A fetch failure as the exit-1 error a person reads, with a hint for local sites. */
export function fetchFailure(command: string, error: unknown): FailureError {
  const reason = error instanceof Error ? error.message : String(error);
  const hint =
    isScrapeError(error) && error.code === 'BLOCKED_ADDRESS'
      ? ' Use --allow-private-hosts for local sites.'
      : '';
  return new FailureError(`${command}: ${reason}${hint}`);
}
