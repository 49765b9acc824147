import { ANONYMOUS_ID_HEADER, type JobEvent } from '@gleaner/shared';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from './test-server.js';
import { uniqueEmail } from './test-server.js';

export const JOB_ENV = {
  ALLOW_PRIVATE_HOSTS: 'true',
  QUEUE_MAINTENANCE_SECONDS: '1',
  JOB_CHUNK_PAGES: '2',
};

/** Who makes a request: a signed-in person's token, or an anonymous browser's id header. */
export type Who = { token: string } | { headers: Record<string, string> };

/** An anonymous browser, by the id it sends. */
export const anonymous = (id: string): { headers: Record<string, string> } => ({
  headers: { [ANONYMOUS_ID_HEADER]: id },
});

/** Creates a job as `who`; returns its id. */
export async function createJobAs(
  server: TestServer,
  who: Who,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await server.call('POST', '/api/jobs', { ...who, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { job: { id: string } }).job.id;
}

/** Starts a created job as `who`. */
export async function startJobAs(server: TestServer, who: Who, id: string): Promise<void> {
  const res = await server.call('POST', `/api/start-job/${id}`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Registers and signs in a new person; returns their access token and id. */
export async function signedInUser(server: TestServer): Promise<{ token: string; userId: string }> {
  const email = uniqueEmail('jobs');
  await server.call('POST', '/api/auth/register', { body: { email, password: 'secret1' } });
  const login = await server.call('POST', '/api/auth/login', {
    body: { email, password: 'secret1' },
  });
  const body = login.body as { user: { id: string }; session: { access_token: string } };
  return { token: body.session.access_token, userId: body.user.id };
}

/** Collects the job events a WebSocket receives. */
export async function watchJobs(
  server: TestServer,
  query: string,
): Promise<{ events: JobEvent[]; socket: WebSocket; close: () => void }> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/jobs?${query}`);
  const events: JobEvent[] = [];
  socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString()) as JobEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { events, socket, close: () => socket.close() };
}

/** Polls until `check` passes or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface StatusBody {
  job: {
    status: string;
    processedPages: number;
    totalResults: number;
    totalPages: number;
    progress: number;
    currentChunk: number;
    totalChunks: number;
    errors: { message: string }[];
    estimatedTimeRemaining: number | null;
    version: number;
    errorMessage: string | null;
  };
}

export async function waitForStatus(
  server: TestServer,
  jobId: string,
  headers: { token?: string; headers?: Record<string, string> },
  statuses: string[],
  timeoutMs = 30_000,
): Promise<StatusBody['job']> {
  return eventually(
    async () => {
      const res = await server.call('GET', `/api/job-status/${jobId}`, headers);
      const job = (res.body as unknown as StatusBody).job;
      return statuses.includes(job.status) ? job : undefined;
    },
    timeoutMs,
    `job ${jobId} to be ${statuses.join('/')}`,
  );
}
