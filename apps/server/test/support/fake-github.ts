import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHubAccount {
  login: string;
  name: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface FakeGitHub {
  url: string;
  /** The account the next sign-in (authorize) is for. */
  account: GitHubAccount;
  close(): Promise<void>;
}

/**
 * GitHub's OAuth and REST shapes, as much as sign-in uses: `/login/oauth/authorize` (redirects
 * back at once, as for an app the person already allowed), `/login/oauth/access_token` (client
 * secret by Basic auth, the PKCE verifier checked against the challenge), `/user` and
 * `/user/emails` with the token.
 */
export async function startFakeGitHub(
  clientId: string,
  clientSecret: string,
  /** 0 picks a free port; the browser suite's server is told a fixed one. */
  port = 0,
): Promise<FakeGitHub> {
  const codes = new Map<
    string,
    { challenge: string; redirectUri: string; account: GitHubAccount }
  >();
  const tokens = new Map<string, GitHubAccount>();
  const fake: FakeGitHub = {
    url: '',
    account: { login: 'octo', name: 'Octo Cat', emails: [] },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://github.test');
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const challenge = url.searchParams.get('code_challenge') ?? '';
      if (url.searchParams.get('client_id') !== clientId || !challenge) {
        return json(res, 400, { error: 'bad request' });
      }
      const code = randomUUID();
      codes.set(code, { challenge, redirectUri, account: fake.account });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      void readBody(req).then((text) => {
        const form = new URLSearchParams(text);
        const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
        const grant = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        // GitHub answers a bad code with 200 and an error body.
        if (req.headers.authorization !== `Basic ${basic}`) {
          return json(res, 200, { error: 'incorrect_client_credentials' });
        }
        if (!grant || grant.challenge !== challenge) {
          return json(res, 200, { error: 'bad_verification_code' });
        }
        codes.delete(form.get('code') ?? '');
        const token = `gho_${randomUUID()}`;
        tokens.set(token, grant.account);
        return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'user:email' });
      });
      return;
    }
    const account = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!account) return json(res, 401, { message: 'Bad credentials' });
    if (url.pathname === '/user')
      return json(res, 200, { login: account.login, name: account.name });
    if (url.pathname === '/user/emails') return json(res, 200, account.emails);
    return json(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
