import { PRODUCT_VERSION } from '@gleaner/shared';
import { FailureError, UsageError } from './cli-error.js';
import { commands } from './commands/index.js';
import type { Io } from './io.js';

async function usage(): Promise<string> {
  const loaded = await Promise.all(commands.map((entry) => entry.load()));
  const width = Math.max(...loaded.map((command) => command.name.length));
  const list = loaded
    .map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`)
    .join('\n');
  return `Usage: gleaner <command> [options]

Commands:
${list}

Options:
  -h, --help     Show this help (gleaner <command> --help for a command's options)
  -v, --version  Show the version
`;
}

/** Runs the command line and returns the exit status. */
export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    io.stdout.write(await usage());
    return name === undefined ? 2 : 0;
  }
  if (name === '-v' || name === '--version') {
    io.stdout.write(`gleaner ${PRODUCT_VERSION}\n`);
    return 0;
  }
  const command = await commands.find((candidate) => candidate.name === name)?.load();
  try {
    if (!command)
      throw new UsageError(
        `unknown command "${name}". Commands: ${commands.map((c) => c.name).join(', ')}.`,
      );
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(
        `gleaner: ${error.message}\n${command ? `Run gleaner ${command.name} --help for its options.\n` : await usage()}`,
      );
      return error.exitCode;
    }
    if (error instanceof FailureError) {
      io.stderr.write(`gleaner: ${error.message}\n`);
      return error.exitCode;
    }
    io.stderr.write(`gleaner: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

const io: Io = {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
};
// A reader that stops early (`gleaner … | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
process.exitCode = await main(process.argv.slice(2), io);
