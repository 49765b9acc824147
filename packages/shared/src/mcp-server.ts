import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { PRODUCT_VERSION } from './constants.js';
import { gleanerTools, type GleanerApiCall, type ToolContext } from './mcp-tools.js';

/**
 * Progress goes to a client only when it asked for it: its call's `_meta.progressToken` is
 * echoed on each `notifications/progress` (MCP's progress mechanism).
 */
function toolContext(extra: RequestHandlerExtra<ServerRequest, ServerNotification>): ToolContext {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return { signal: extra.signal };
  return {
    signal: extra.signal,
    progress: ({ progress, total, message }) =>
      extra.sendNotification({
        method: 'notifications/progress',
        params: { progressToken, progress, ...(total === undefined ? {} : { total }), message },
      }),
  };
}

/**
 * An MCP server offering Gleaner's tools, each run as HTTP API calls through `call`: the server's
 * `/mcp` and `gleaner mcp` build it alike. A subpath of its own (`@gleaner/shared/mcp-server`),
 * so the web app, which imports this package, never meets the MCP SDK.
 */
export function createGleanerMcpServer(call: GleanerApiCall): McpServer {
  const server = new McpServer({ name: 'gleaner', version: PRODUCT_VERSION });
  for (const tool of gleanerTools()) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.inputSchema },
      async (args: unknown, extra) => {
        try {
          const output = await tool.run(call, args, toolContext(extra));
          return { content: [{ type: 'text' as const, text: output.text }] };
        } catch (error) {
          // A tool error goes back to the model as a result it can read and act on.
          const text = error instanceof Error ? error.message : String(error);
          return { isError: true, content: [{ type: 'text' as const, text }] };
        }
      },
    );
  }
  return server;
}
