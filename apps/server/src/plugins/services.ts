import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import type { AccessTokens } from '../services/access-tokens.js';
import { createAccessTokens } from '../services/access-tokens.js';
import type { Mailer } from '../services/mailer.js';
import { createMailer } from '../services/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
    database: Database;
    tokens: AccessTokens;
    mailer: Mailer;
    /** The address people reach the app at, for links in e-mails. */
    publicUrl: string;
  }
}

export interface ServicesOptions {
  env: Env;
  database: Database;
  jwtSecret: Uint8Array;
}

/** Shared services as decorators, so routes receive them instead of importing singletons. */
export default fp(
  (app: FastifyInstance, opts: ServicesOptions) => {
    app.decorate('config', opts.env);
    app.decorate('database', opts.database);
    app.decorate('tokens', createAccessTokens(opts.jwtSecret));
    app.decorate(
      'mailer',
      createMailer({
        db: opts.database.db,
        smtpUrl: opts.env.SMTP_URL,
        from: opts.env.MAIL_FROM,
        log: app.log,
      }),
    );
    app.decorate('publicUrl', opts.env.PUBLIC_URL ?? `http://localhost:${opts.env.PORT}`);
    return Promise.resolve();
  },
  { name: 'services' },
);
