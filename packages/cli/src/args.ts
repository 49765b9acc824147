import type { SelectorRequest } from '@gleaner/shared';
import { UsageError } from './cli-error.js';

/** Runs node:util parseArgs, turning its errors into usage errors that name the command. */
export function parseOrUsage<T>(command: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function positiveInt(
  command: string,
  flag: string,
  value: string | undefined,
): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new UsageError(`${command}: --${flag} must be a whole number above 0, not "${value}".`);
  return parsed;
}

export function nonNegativeInt(
  command: string,
  flag: string,
  value: string | undefined,
): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new UsageError(`${command}: --${flag} must be a whole number, not "${value}".`);
  return parsed;
}

export function oneOf<T extends string>(
  command: string,
  flag: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(
      `${command}: --${flag} must be one of ${allowed.join(', ')}, not "${value}".`,
    );
  }
  return value as T;
}

/** `--selector type=css`, for example `table=table.prices` or `link=nav a`. */
export function selectors(command: string, values: string[] | undefined): SelectorRequest[] {
  return (values ?? []).map((value) => {
    const at = value.indexOf('=');
    const type = value.slice(0, at).trim();
    const selector = value.slice(at + 1).trim();
    if (at <= 0 || !selector) {
      throw new UsageError(
        `${command}: --selector takes type=css (for example link=a[href] or table=table), not "${value}".`,
      );
    }
    return { type, selector };
  });
}

export function url(command: string, value: string | undefined): string {
  if (!value)
    throw new UsageError(`${command}: give the URL to start from (see gleaner ${command} --help).`);
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.href;
  } catch {
    // reported below
  }
  throw new UsageError(`${command}: "${value}" is not an http(s) URL.`);
}
