import cliHelp from 'virtual:gleaner-cli-help';
import { CodeBlock } from './CodeBlock';

/** The command line's own help, captured from `gleaner --help` when this site was built. */
export function CliReference() {
  return (
    <>
      <p>
        The same agent and scraper run from a terminal. In a copy of the repository, after{' '}
        <code>npm ci</code>, run <code>npx gleaner --help</code>. This reference is the CLI&apos;s
        own help text.
      </p>
      <CodeBlock label="gleaner --help">{cliHelp.overview}</CodeBlock>
      {cliHelp.commands.map((command) => (
        <div key={command.name} id={`cli-${command.name}`} className="scroll-mt-20 space-y-2">
          <h3 className="font-mono font-medium text-foreground">gleaner {command.name}</h3>
          <CodeBlock label={`gleaner ${command.name} --help`}>{command.help}</CodeBlock>
        </div>
      ))}
    </>
  );
}
