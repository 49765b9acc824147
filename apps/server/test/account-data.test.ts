import type { AccountExport } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import { createJobAs, JOB_ENV, startJobAs } from './support/job-helpers.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

describe.each(backends)("a person's own account data on %s", (kind) => {
  let server: TestServer;
  let site: ShopSite;
  // Slow pages, so a job is surely running when its owner deletes the account.
  let slowSite: ShopSite;
  beforeAll(async () => {
    [server, site, slowSite] = await Promise.all([
      startTestServer(kind, { env: JOB_ENV }),
      startShopSite({ pages: 1, perPage: 3 }),
      startShopSite({ pages: 8, perPage: 3, delayMs: 300 }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([site.close(), slowSite.close()]);
  });

  const signUp = async (password = 'secret1') => {
    const email = uniqueEmail('account');
    await server.call('POST', '/api/auth/register', { body: { email, password } });
    const login = await server.call('POST', '/api/auth/login', { body: { email, password } });
    const body = login.body as {
      user: { id: string };
      session: { access_token: string; refresh_token: string };
    };
    return {
      email,
      userId: body.user.id,
      token: body.session.access_token,
      refresh: body.session.refresh_token,
    };
  };

  /** Leaves a row of every kind a person can own: a job with items, a chat, usage, mail, keys. */
  const useEverything = async (me: Awaited<ReturnType<typeof signUp>>) => {
    const scrape = await server.call('POST', '/api/execute-scraping', {
      token: me.token,
      body: { url: `${site.url}/list/1`, selectors: [{ type: 'link', selector: '.name a' }] },
    });
    expect(scrape.status, JSON.stringify(scrape.body)).toBe(200);
    await server.database.query(
      `insert into conversations (conversation_id, user_id, user_message, ai_response)
       values ('c1', $1, 'hello', 'hi there')`,
      [me.userId],
    );
    await server.database.query(
      `insert into modal_usage_logs (user_id, model, request_type, processing_time_ms,
         input_tokens, output_tokens, estimated_cost, success)
       values ($1, 'gpt-4', 'chat', 10, 1000, 0, 0.03, true)`,
      [me.userId],
    );
    await server.call('PUT', '/api/budgets', {
      token: me.token,
      body: { daily: 5, weekly: 25, monthly: 100, max_per_request: 0.01 },
    });
    expect((await server.call('GET', '/api/usage/alerts', { token: me.token })).status).toBe(200);
    await server.call('POST', '/api/auth/reset-password', { body: { email: me.email } });
    await server.call('POST', '/api/keys', { token: me.token, body: { name: 'script' } });
  };

  /** Rows, in every table of every schema, whose text holds any of the needles. */
  const rowsMentioning = async (needles: string[]) => {
    const tables = await server.database.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const found: string[] = [];
    for (const table of tables) {
      const [row] = await server.database.query<{ n: string }>(
        `select count(*) as n from "${table.schema}"."${table.name}" t
          where t::text ilike any($1::text[])`,
        [needles.map((needle) => `%${needle}%`)],
      );
      if (Number(row?.n) > 0) found.push(`${table.schema}.${table.name}: ${row?.n}`);
    }
    return found;
  };

  it('exports every job, item, conversation and usage row of the person, and no one else', async () => {
    const me = await signUp();
    const other = await signUp();
    await useEverything(me);
    await useEverything(other);
    const res = await server.call('GET', '/api/account/export', { token: me.token });
    expect(res.status).toBe(200);
    const data = res.body as unknown as AccountExport;
    expect(data.user).toMatchObject({ id: me.userId, email: me.email });
    expect(data.jobs).toHaveLength(1);
    expect(data.scraped_data).toHaveLength(3);
    expect(data.conversations).toEqual([expect.objectContaining({ user_message: 'hello' })]);
    expect(data.model_usage).toHaveLength(1);
    expect(data.usage_counters).toEqual([expect.objectContaining({ jobs: 1, pages: 1, items: 3 })]);
    expect(data.budgets).toMatchObject({ daily: 5 });
    expect(data.cost_alerts.map((a) => a.type)).toEqual(['model_inefficiency']);
  });

  it('changes the password only with the current one, and the new one signs in', async () => {
    const me = await signUp('first-pass');
    const wrong = await server.call('POST', '/api/auth/change-password', {
      token: me.token,
      body: { current_password: 'nope', new_password: 'second-pass' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Your current password is not right');
    const ok = await server.call('POST', '/api/auth/change-password', {
      token: me.token,
      body: { current_password: 'first-pass', new_password: 'second-pass' },
    });
    expect(ok.status).toBe(200);
    const login = (password: string) =>
      server.call('POST', '/api/auth/login', { body: { email: me.email, password } });
    expect((await login('first-pass')).status).toBe(401);
    expect((await login('second-pass')).status).toBe(200);
  });

  it('deletes the account after its e-mail is typed, and nothing of it remains in any table', async () => {
    const me = await signUp();
    const other = await signUp();
    await useEverything(me);
    await useEverything(other);
    const [job] = await server.database.query<{ id: string }>(
      `select id from scrape_jobs where user_id = $1`,
      [me.userId],
    );
    const running = await createJobAs(
      server,
      { token: me.token },
      {
        url: `${slowSite.url}/list/1`,
        plan: shopPlan,
        options: { maxPages: 8 },
      },
    );
    await startJobAs(server, { token: me.token }, running);
    const needles = [me.userId, me.email, job?.id ?? 'no job', running];
    expect((await rowsMentioning(needles)).length).toBeGreaterThan(5);

    const refused = await server.call('DELETE', '/api/account', {
      token: me.token,
      body: { confirm_email: 'someone@else.example' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      'Type your e-mail address exactly to confirm deleting your account',
    );
    const done = await server.call('DELETE', '/api/account', {
      token: me.token,
      body: { confirm_email: me.email.toUpperCase() },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    expect(await rowsMentioning(needles)).toEqual([]);
    // The running job's chunks stop; nothing of it comes back once they have.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await rowsMentioning(needles)).toEqual([]);
    expect((await server.call('GET', '/api/budgets', { token: me.token })).status).toBe(401);
    const refreshed = await server.call('POST', '/api/auth/refresh', {
      body: { refresh_token: me.refresh },
    });
    expect(refreshed.status).toBe(401);
    // The other person's data is untouched.
    expect(await rowsMentioning([other.userId])).not.toEqual([]);
    const theirs = await server.call('GET', '/api/account/export', { token: other.token });
    expect((theirs.body as unknown as AccountExport).scraped_data).toHaveLength(3);
  });
});
