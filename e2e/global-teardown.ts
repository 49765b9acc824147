import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';

/** Removes the run's throwaway database folder (named by playwright.config.ts), and only that. */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.GLEANER_E2E_DATA_DIR;
  if (!dataDir || dirname(dataDir) !== tmpdir() || !basename(dataDir).startsWith('gleaner-e2e-')) {
    return;
  }
  await rm(dataDir, { recursive: true, force: true });
}
