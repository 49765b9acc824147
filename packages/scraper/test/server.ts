import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => void | Promise<void>;

export interface FixtureServer {
  /** http://127.0.0.1:PORT with no trailing slash. */
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A local HTTP server on a free port of `host`, answering from a table of path → handler. */
export async function startServer(
  routes: Record<string, Handler>,
  fallback?: Handler,
  host = '127.0.0.1',
): Promise<FixtureServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname + url.search);
    const handler = routes[url.pathname] ?? fallback;
    if (!handler) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    Promise.resolve(handler(request, response, url)).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function html(body: string, status = 200, headers: Record<string, string> = {}): Handler {
  return (_request, response) => {
    response
      .writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers })
      .end(body);
  };
}

export function page(title: string, links: string[] = [], extra = ''): string {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join('\n');
  return `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${extra}\n${anchors}</body></html>`;
}
