import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { gleanerTools, PRODUCT_VERSION, type GleanerApiCall } from '@gleaner/shared';

/**
 * An MCP server offering Gleaner's tools (defined once in @gleaner/shared), each run as HTTP
 * API calls through `call`. The server's `/mcp` builds the same from the same definitions.
 */
export function createMcpServer(call: GleanerApiCall): McpServer {
  const server = new McpServer({ name: 'gleaner', version: PRODUCT_VERSION });
  for (const tool of gleanerTools()) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.inputSchema },
      async (args: unknown) => {
        try {
          const output = await tool.run(call, args);
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
