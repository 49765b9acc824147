import type { Command } from '../io.js';

/**
 * A command as the list knows it: its module loads only when it is run or the list's help is
 * shown, so `gleaner crawl` loads no agent, no MCP and no database (about 40 MiB less).
 */
export interface CommandEntry {
  name: string;
  load(): Promise<Command>;
}

/** Every command, in the order `gleaner --help` lists them. Add new ones here. */
export const commands: CommandEntry[] = [
  { name: 'scrape', load: async () => (await import('./scrape.js')).scrapeCommand },
  { name: 'crawl', load: async () => (await import('./crawl.js')).crawlCommand },
  { name: 'plan', load: async () => (await import('./plan.js')).planCommand },
  { name: 'monitor', load: async () => (await import('./monitor.js')).monitorCommand },
  { name: 'mcp', load: async () => (await import('./mcp.js')).mcpCommand },
];
