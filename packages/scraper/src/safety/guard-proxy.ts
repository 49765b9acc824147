import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect, isIP } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { BlockedAddressError } from '../errors.js';
import { isForbiddenAddress, isForbiddenHostname } from './address-policy.js';
import { createSafeLookup } from './safe-lookup.js';

/** The header on the proxy's own refusal, so the browser engine can tell it from a site's 403. */
export const BLOCKED_HEADER = 'x-gleaner-blocked';

const CONNECT_TIMEOUT_MS = 30_000;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * A forward proxy on loopback that Chromium must use for every connection it makes: page loads,
 * redirect hops, subresources, `fetch()` from scripts, workers. It resolves each name itself,
 * refuses private and reserved answers, and connects to the very address it checked, so neither
 * a redirect nor DNS rebinding can take the browser inside the network. A failed lookup is a
 * refusal, never a pass.
 */
export class GuardProxy {
  readonly #server: Server;
  readonly #isForbidden: (address: string) => boolean;
  readonly #lookup: ReturnType<typeof createSafeLookup>;
  readonly #sockets = new Set<Duplex>();

  private constructor(isForbidden: (address: string) => boolean) {
    this.#isForbidden = isForbidden;
    this.#lookup = createSafeLookup(isForbidden);
    this.#server = createServer((request, response) => this.#forward(request, response));
    this.#server.on('connect', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.#tunnel(request, socket, head),
    );
    // Plain ws:// through a proxy arrives as an upgrade; page WebSockets are not allowed at all.
    this.#server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
      socket.end(rawRefusal(403, 'WebSockets are not allowed while scraping.'));
    });
    this.#server.on('connection', (socket: Socket) => this.#track(socket));
  }

  /** Starts a proxy on 127.0.0.1 on a free port. */
  static async start(
    isForbidden: (address: string) => boolean = isForbiddenAddress,
  ): Promise<GuardProxy> {
    const proxy = new GuardProxy(isForbidden);
    await new Promise<void>((resolve, reject) => {
      proxy.#server.once('error', reject);
      proxy.#server.listen(0, '127.0.0.1', () => {
        proxy.#server.off('error', reject);
        resolve();
      });
    });
    // Never keeps a CLI run alive on its own.
    proxy.#server.unref();
    return proxy;
  }

  /** `http://127.0.0.1:PORT`, for Chromium's proxy setting. */
  get url(): string {
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Why the host may not be reached from its name alone (literal addresses, `localhost` …). */
  #refusal(hostname: string): string | null {
    const bare = hostname.replace(/^\[|\]$/g, '');
    if (isIP(bare) ? this.#isForbidden(bare) : isForbiddenHostname(bare, this.#isForbidden)) {
      return `${bare} is a private, loopback or reserved address.`;
    }
    return null;
  }

  #tunnel(request: IncomingMessage, client: Duplex, head: Buffer): void {
    this.#track(client);
    const target = parseAuthority(request.url ?? '');
    if (!target) {
      client.end(rawRefusal(400, 'The proxy needs host:port.'));
      return;
    }
    const refusal = this.#refusal(target.host);
    if (refusal) {
      client.end(rawRefusal(403, refusal));
      return;
    }
    const upstream = connect({
      host: target.host.replace(/^\[|\]$/g, ''),
      port: target.port,
      lookup: this.#lookup,
      timeout: CONNECT_TIMEOUT_MS,
    });
    this.#track(upstream);
    let connected = false;
    upstream.once('timeout', () => upstream.destroy(new Error('connect timeout')));
    upstream.once('connect', () => {
      connected = true;
      upstream.setTimeout(0);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.once('error', (error) => {
      if (connected || !client.writable) client.destroy();
      else if (error instanceof BlockedAddressError) client.end(rawRefusal(403, error.message));
      else client.end(rawRefusal(502, `Could not connect to ${target.host}: ${error.message}`));
    });
    client.once('error', () => upstream.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  }

  #forward(request: IncomingMessage, response: ServerResponse): void {
    let url: URL;
    try {
      url = new URL(request.url ?? '');
    } catch {
      refuse(response, 'The proxy takes absolute http:// addresses only.', 400);
      return;
    }
    if (url.protocol !== 'http:') {
      refuse(response, `${url.protocol} is not allowed.`, 400);
      return;
    }
    const refusal = this.#refusal(url.hostname);
    if (refusal) {
      refuse(response, refusal);
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const upstream = httpRequest({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || 80,
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers,
      lookup: this.#lookup,
      timeout: CONNECT_TIMEOUT_MS,
    });
    upstream.once('timeout', () => upstream.destroy(new Error('timed out')));
    upstream.once('response', (answer) => {
      const forwarded: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) forwarded[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwarded);
      answer.pipe(response);
      answer.once('error', () => response.destroy());
    });
    upstream.once('error', (error) => {
      if (response.headersSent) response.destroy();
      else {
        const blocked = error instanceof BlockedAddressError;
        refuse(
          response,
          blocked ? error.message : `Could not reach ${url.host}: ${error.message}`,
          blocked ? 403 : 502,
        );
      }
    });
    request.pipe(upstream);
    response.once('close', () => upstream.destroy());
  }

  #track(socket: Duplex): void {
    this.#sockets.add(socket);
    socket.once('close', () => this.#sockets.delete(socket));
  }
}

function parseAuthority(authority: string): { host: string; port: number } | null {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  if (!match?.[1] || !match[2]) return null;
  const port = Number(match[2]);
  return port > 0 && port < 65536 ? { host: match[1], port } : null;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  502: 'Bad Gateway',
};

/** A whole HTTP response written on a raw socket (CONNECT and upgrade have no response object). */
function rawRefusal(status: 400 | 403 | 502, reason: string): string {
  const body = status === 403 ? `Blocked by Gleaner's address policy: ${reason}` : reason;
  return (
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
    `${BLOCKED_HEADER}: ${status === 403 ? 1 : 0}\r\ncontent-type: text/plain; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`
  );
}

function refuse(response: ServerResponse, reason: string, status: 400 | 403 | 502 = 403): void {
  const text = status === 403 ? `Blocked by Gleaner's address policy: ${reason}` : reason;
  const body = `<!doctype html><title>${REASONS[status]}</title><p>${escapeHtml(text)}</p>`;
  response
    .writeHead(status, {
      [BLOCKED_HEADER]: status === 403 ? '1' : '0',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    })
    .end(body);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
