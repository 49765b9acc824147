import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files may be opened by one process only; a second one corrupts them. This claims
 * the folder with a pid file, taking it over when the process that left it is gone.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = join(dir, 'gleaner.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(
          `Another Gleaner process (pid ${holder}) is using ${dir}. Stop it, or start this one with another DATA_DIR (or DATABASE_URL for PostgreSQL, which many processes can share).`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not claim ${dir}; another process keeps taking it.`);
}
