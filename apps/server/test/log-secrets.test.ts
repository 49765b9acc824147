import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 31: "keys appear in the log when sent as `?api_key=` or on a WebSocket upgrade to a path
 * with no socket handler". The server's own log, as it writes it, holds neither a key nor a token
 * however they are sent.
 */
describe('secrets in the server log', () => {
  let server: TestServer;
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { LOG_LEVEL: 'debug' } });
    process.stdout.write = (chunk: string | Uint8Array, ...rest: never[]) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return write(chunk, ...rest);
    };
  });
  afterAll(async () => {
    process.stdout.write = write;
    await server.close();
  });

  it('logs requests that carry a key or a token anywhere without the secret', async () => {
    const me = await signedInUser(server);
    const made = await server.call('POST', '/api/keys', { token: me.token, body: { name: 'log' } });
    const secret = (made.body as { secret: string }).secret;
    expect(secret).toMatch(/^glnr_/);
    const from = written.length;

    await server.call('GET', `/api/jobs?api_key=${secret}`);
    await server.call('GET', `/api/jobs?whatever=${secret}`);
    await server.call('GET', `/api/jobs/${secret}`, { token: me.token });
    await server.call('GET', `/api/nothing-here?access_token=${me.token}`);
    // Upgrades to paths with no socket handler, the key in the query and in the header.
    for (const path of [`/ws/nothing?api_key=${secret}`, `/no-socket?token=${me.token}`]) {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      await new Promise((resolve) => {
        socket.once('error', resolve);
        socket.once('close', resolve);
        socket.once('unexpected-response', resolve);
      });
      socket.terminate();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));

    const log = written.slice(from).join('');
    expect(log).toContain('/api/jobs?api_key=');
    expect(log).toContain('/ws/nothing');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice(5));
    expect(log).not.toContain(me.token);
  });
});
