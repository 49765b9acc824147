import { ANONYMOUS_ID_HEADER } from '@gleaner/shared';

/** Shown where the person's key goes until they create one. */
export const KEY_PLACEHOLDER = 'glnr_YOUR_API_KEY';

export interface ConfigSample {
  title: string;
  code: string;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** MCP clients that start a command and speak to it over stdio (Claude Desktop, Cursor, …). */
export function stdioSamples(origin: string, key: string): ConfigSample[] {
  return [
    {
      title: 'Claude Desktop, Cursor, Windsurf: mcpServers entry',
      code: pretty({
        mcpServers: {
          gleaner: {
            command: 'node',
            args: ['/path/to/gleaner/packages/cli/bin/gleaner.mjs', 'mcp'],
            env: { GLEANER_URL: origin, GLEANER_API_KEY: key },
          },
        },
      }),
    },
    {
      title: 'Or run it yourself from the Gleaner folder',
      code: `GLEANER_URL=${origin} GLEANER_API_KEY=${key} npx gleaner mcp`,
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
