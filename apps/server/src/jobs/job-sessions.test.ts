import type { FetchSession } from '@gleaner/scraper';
import { afterEach, describe, expect, it } from 'vitest';
import { JobSessions } from './job-sessions.js';

function fakeSession(log: string[], name: string): FetchSession {
  return {
    fetchPage: () => Promise.reject(new Error('not used')),
    close: () => {
      log.push(`closed ${name}`);
      return Promise.resolve();
    },
  };
}

describe('job sessions', () => {
  const made: JobSessions[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((sessions) => sessions.closeAll()));
  });

  it('keeps one session per job, closes the oldest idle one past the cap, never a busy one', async () => {
    const log: string[] = [];
    const sessions = new JobSessions({ idleMs: 60_000, max: 2 });
    made.push(sessions);
    const use = (key: string) =>
      sessions.run(
        key,
        () => fakeSession(log, key),
        () => Promise.resolve(key),
      );
    await use('a');
    await use('b');
    await use('a');
    expect(sessions.size).toBe(2);
    let release = () => {};
    const busy = sessions.run(
      'c',
      () => fakeSession(log, 'c'),
      () => new Promise<void>((done) => (release = done)),
    );
    await Promise.resolve();
    // 'b' was used least recently; 'c' is busy and stays.
    expect(log).toEqual(['closed b']);
    await sessions.end('c');
    expect(log).toEqual(['closed b']);
    release();
    await busy;
    expect(sessions.size).toBe(2);
  });

  it("closes a job's session when the job ends", async () => {
    const log: string[] = [];
    const sessions = new JobSessions({ idleMs: 60_000, max: 10 });
    made.push(sessions);
    await sessions.run(
      'a',
      () => fakeSession(log, 'a'),
      () => Promise.resolve(),
    );
    await sessions.end('a');
    expect(log).toEqual(['closed a']);
    expect(sessions.size).toBe(0);
  });

  it('closes sessions left idle', async () => {
    const log: string[] = [];
    const sessions = new JobSessions({ idleMs: 1, max: 10 });
    made.push(sessions);
    await sessions.run(
      'a',
      () => fakeSession(log, 'a'),
      () => Promise.resolve(),
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(log).toEqual(['closed a']);
  });
});
