import { ANONYMOUS_ID_HEADER } from '@gleaner/shared';

/** Shown where the person's key goes until they create one. */
export const KEY_PLACEHOLDER = 'glnr_YOUR_API_KEY';

export interface ConfigSample {
  title: string;
  code: string;
  /** What to change before using it, or when it applies. */
  note?: string;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Where the person cloned Gleaner; a desktop client starts the command from its own folder. */
const CLI_PATH = '/path/to/gleaner/packages/cli/bin/gleaner.mjs';

/** MCP clients that start a command and speak to it over stdio (Claude Desktop, Cursor, …). */
export function stdioSamples(origin: string, key: string): ConfigSample[] {
  return [
    {
      title: 'Claude Desktop, Cursor, Windsurf: mcpServers entry',
      code: pretty({
        mcpServers: {
          gleaner: {
            command: 'node',
            args: [CLI_PATH, 'mcp'],
            env: { GLEANER_URL: origin, GLEANER_API_KEY: key },
          },
        },
      }),
      note: 'Replace /path/to/gleaner with the full path of your Gleaner folder. The tools run on this server as the key’s owner.',
    },
    {
      title: 'Or run it yourself from the Gleaner folder',
      code: `GLEANER_URL=${origin} GLEANER_API_KEY=${key} npx gleaner mcp`,
    },
    {
      title: 'Without a server: Gleaner inside the client, on its own database',
      code: pretty({
        mcpServers: {
          gleaner: {
            command: 'node',
            args: [CLI_PATH, 'mcp'],
            env: { DATA_DIR: '/path/to/gleaner-mcp-data' },
          },
        },
      }),
      note: 'No GLEANER_URL: the embedded database in DATA_DIR, which one process at a time may open, so not the folder a running server uses. Jobs belong to a local caller unless you add a GLEANER_API_KEY made on that database.',
    },
  ];
}

/** MCP clients that connect to a URL (Streamable HTTP) with the key as a header. */
export function httpSamples(origin: string, key: string): ConfigSample[] {
  return [
    {
      title: 'Claude Code',
      code: `claude mcp add --transport http gleaner ${origin}/mcp \\\n  --header "Authorization: Bearer ${key}"`,
    },
    {
      title: 'Cursor, VS Code and other clients: url with headers',
      code: pretty({
        mcpServers: {
          gleaner: { url: `${origin}/mcp`, headers: { Authorization: `Bearer ${key}` } },
        },
      }),
    },
  ];
}

/** The REST API with a key (or anonymously), and where its description lives. */
export function restSamples(origin: string, key: string): ConfigSample[] {
  return [
    {
      title: 'Crawl a site as a job',
      code: `curl -X POST ${origin}/api/jobs \\\n  -H 'Content-Type: application/json' \\\n  -H 'Authorization: Bearer ${key}' \\\n  -d '{"url":"https://example.com","instruction":"every article with title and date","options":{"maxPages":50}}'`,
    },
    {
      title: 'Scrape one page without a key',
      code: `curl -X POST ${origin}/api/execute-scraping \\\n  -H 'Content-Type: application/json' \\\n  -H '${ANONYMOUS_ID_HEADER}: my-agent-0000000001' \\\n  -d '{"url":"https://example.com"}'`,
    },
    { title: 'OpenAPI 3.1 description of every route', code: `${origin}/api/openapi.json` },
  ];
}
