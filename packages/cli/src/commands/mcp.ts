import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { GleanerApiCall } from '@gleaner/shared';
import { apiCaller, ServerEnvSchema } from '../api-client.js';
import { parseOrUsage } from '../args.js';
import { FailureError, UsageError } from '../cli-error.js';
import type { Command, Io } from '../io.js';
import { createGleanerMcpServer as createMcpServer } from '@gleaner/shared/mcp-server';

const help = `Usage: gleaner mcp

Serve Gleaner's tools to an MCP client (Claude Desktop, Cursor, …) over standard input and
output: gleaner_plan, gleaner_scrape, gleaner_crawl, gleaner_job_status, gleaner_results,
gleaner_cancel_job, gleaner_ask, gleaner_monitor_create and gleaner_monitor_changes.

With GLEANER_URL, each tool runs on that Gleaner server as the owner of GLEANER_API_KEY.
Without it, Gleaner runs inside this process on its embedded database (PGlite in DATA_DIR, or
DATABASE_URL), as \`npm start\` would but serving no web page. A GLEANER_API_KEY made on that
database makes the tools act as its owner, whose jobs the web app shows when started on the same
data later; without one they act as one local anonymous caller, kept in DATA_DIR.

Environment:
  GLEANER_URL      The Gleaner server, e.g. http://localhost:3000 (none: run in-process)
  GLEANER_API_KEY  An API key (glnr_…) made in Gleaner's "Connect to MCP" dialog
  DATA_DIR         In-process: the embedded database's folder (default ./data); one process
                   at a time may use it, so stop a server on it or give its GLEANER_URL instead
  ALLOW_PRIVATE_HOSTS, CHROMIUM_PATH, LLM_* and the server's other settings apply in-process

Client configuration (for example claude_desktop_config.json); clients start it from their
own folder, so name bin/gleaner.mjs in your clone by its full path:
  { "mcpServers": { "gleaner": { "command": "node",
      "args": ["/path/to/gleaner/packages/cli/bin/gleaner.mjs", "mcp"],
      "env": { "GLEANER_URL": "http://localhost:3000", "GLEANER_API_KEY": "glnr_…" } } } }
  In-process: "env": { "DATA_DIR": "/home/me/gleaner-data" }

Options:
  -h, --help  Show this help

Exit status: 0 when the client disconnects, 1 the server refused the key or the embedded
database could not be opened, 2 wrong usage.
`;

export const mcpCommand: Command = {
  name: 'mcp',
  summary:
    "Serve Gleaner's tools to an MCP client over stdio (a server's GLEANER_URL, or in-process)",
  help,
  async run(argv: string[], io: Io): Promise<number> {
    const { values } = parseOrUsage('mcp', () =>
      parseArgs({ args: argv, strict: true, options: { help: { type: 'boolean', short: 'h' } } }),
    );
    if (values.help) {
      io.stdout.write(help);
      return 0;
    }
    const env = ServerEnvSchema.safeParse({
      GLEANER_URL: io.env.GLEANER_URL || undefined,
      GLEANER_API_KEY: io.env.GLEANER_API_KEY || undefined,
    });
    if (!env.success)
      throw new UsageError(`mcp: ${env.error.issues[0]?.message ?? 'bad environment'}`);
    const { GLEANER_URL: base, GLEANER_API_KEY: key } = env.data;
    if (!base) return serveEmbedded(io, key);
    if (!key) throw new UsageError('mcp: GLEANER_API_KEY is not set (a server needs a key)');
    const call = apiCaller(base, key);

    // Checked before serving: a wrong key or address should fail where the person sees it.
    let profile;
    try {
      profile = await call('GET', '/api/auth/profile');
    } catch (error) {
      throw new FailureError(
        `mcp: could not reach ${base}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (profile.status !== 200) {
      const reason = (profile.body as { error?: string }).error ?? `HTTP ${profile.status}`;
      throw new FailureError(`mcp: ${base} refused the API key: ${reason}`);
    }
    const email = (profile.body as { user?: { email?: string } }).user?.email ?? 'the key owner';
    io.stderr.write(`gleaner mcp: serving tools on stdio for ${email} at ${base}\n`);
    await serveStdio(call);
    return 0;
  },
};

/** Serves the tools on stdio until the client goes away. */
async function serveStdio(call: GleanerApiCall): Promise<void> {
  const server = createMcpServer(call);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
  });
  await server.connect(transport);
  await closed;
  await server.close();
}

/**
 * No server given: Gleaner's API and a worker run in this process on the embedded database
 * (loaded only here, so the other commands never start a database).
 */
async function serveEmbedded(io: Io, key: string | undefined): Promise<number> {
  const { startEmbeddedApi } = await import('@gleaner/server/embedded');
  let embedded;
  try {
    embedded = await startEmbeddedApi(io.env, key);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // A server holds the data folder: that server is the one to talk to.
    const hint =
      error instanceof Error && error.name === 'DataDirInUseError'
        ? ' To use that server instead, set GLEANER_URL to its address and GLEANER_API_KEY.'
        : '';
    throw new FailureError(`mcp: could not run Gleaner in-process: ${reason}${hint}`);
  }
  io.stderr.write(
    `gleaner mcp: serving tools on stdio for ${embedded.owner}, in-process on ${embedded.database}\n`,
  );
  try {
    await serveStdio(embedded.call);
  } finally {
    await embedded.close();
  }
  return 0;
}
