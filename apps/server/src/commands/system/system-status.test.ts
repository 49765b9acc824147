import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { systemStatus } from './system-status.js';

/** A database whose every query fails, as when its server has gone. */
const unreachable = {
  kind: 'postgres',
  query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
} as unknown as Database;

describe('system status', () => {
  it('names each degraded part and why, instead of "all systems operational"', async () => {
    const checks = await systemStatus({
      database: unreachable,
      runsWorker: true,
      chromiumPath: '/nowhere/chromium',
      showsServerPaths: true,
      workerLostSeconds: 30,
    });
    expect(checks).toEqual([
      { name: 'database', ok: false, detail: 'Unreachable: connect ECONNREFUSED 127.0.0.1:5432' },
      { name: 'queue', ok: false, detail: 'Unreachable: connect ECONNREFUSED 127.0.0.1:5432' },
      { name: 'workers', ok: false, detail: 'Unreachable: connect ECONNREFUSED 127.0.0.1:5432' },
      {
        name: 'browser',
        ok: false,
        detail: 'No Chromium at /nowhere/chromium: pages that need JavaScript cannot be rendered',
      },
    ]);
  });

  it('on PGlite, a process that does not run the worker says so', async () => {
    const pglite = { kind: 'pglite', query: () => Promise.resolve([]) } as unknown as Database;
    const [, , workers] = await systemStatus({
      database: pglite,
      runsWorker: false,
      chromiumPath: '/nowhere/chromium',
      showsServerPaths: false,
      workerLostSeconds: 30,
    });
    expect(workers).toEqual({
      name: 'workers',
      ok: false,
      detail: 'No job worker: this process only serves requests',
    });
  });

  it("shows only operators the server's Chromium path", async () => {
    const pglite = { kind: 'pglite', query: () => Promise.resolve([]) } as unknown as Database;
    const [, , , browser] = await systemStatus({
      database: pglite,
      runsWorker: true,
      chromiumPath: '/nowhere/chromium',
      showsServerPaths: false,
      workerLostSeconds: 30,
    });
    expect(browser).toEqual({
      name: 'browser',
      ok: false,
      detail: 'No Chromium: pages that need JavaScript cannot be rendered',
    });
  });
});
