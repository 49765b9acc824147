import { readFileSync } from 'node:fs';

/** A fixture page written for these tests (test/fixtures). */
export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}
