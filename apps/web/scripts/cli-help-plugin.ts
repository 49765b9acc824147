import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:gleaner-cli-help';
const RESOLVED_ID = `\0${MODULE_ID}`;
const CLI = fileURLToPath(new URL('../../../packages/cli/bin/gleaner.mjs', import.meta.url));

function runCli(...args: string[]): string {
  return execFileSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 60_000,
  });
}

/** The command names listed under "Commands:" in `gleaner --help`. */
export function commandNames(overview: string): string[] {
  const block = overview.split(/^Commands:\s*$/m)[1]?.split(/\n\s*\n/)[0] ?? '';
  return [...block.matchAll(/^\s{2}(\S+)\s{2,}/gm)].map((match) => match[1] ?? '');
}

/**
 * `import cliHelp from 'virtual:gleaner-cli-help'`: the CLI's own help, run when the web app is
 * built, so the documentation page can never drift from what `gleaner --help` prints.
 */
export function cliHelpPlugin(): Plugin {
  return {
    name: 'gleaner-cli-help',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const overview = runCli('--help');
      const commands = commandNames(overview).map((name) => ({
        name,
        help: runCli(name, '--help'),
      }));
      return `export default ${JSON.stringify({ overview, commands })};`;
    },
  };
}
