import type { Command } from '../io.js';
import { crawlCommand } from './crawl.js';
import { mcpCommand } from './mcp.js';
import { monitorCommand } from './monitor.js';
import { planCommand } from './plan.js';
import { scrapeCommand } from './scrape.js';

/** Every command, in the order `gleaner --help` lists them. Add new ones (plan, …) here. */
export const commands: Command[] = [
  scrapeCommand,
  crawlCommand,
  planCommand,
  monitorCommand,
  mcpCommand,
];
