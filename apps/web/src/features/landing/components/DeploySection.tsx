import { McpDialog } from './McpDialog';

export function DeploySection() {
  return (
    <section aria-labelledby="deploy-title" className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-2xl border bg-foreground px-6 py-10 text-background sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="deploy-title" className="text-2xl font-semibold tracking-tight">
            Deploy Your Custom Agent
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-background/70">
            Let your own tools and assistants ask Gleaner for data: connect them to the agent you
            trained here and reuse its plan on every run.
          </p>
        </div>
        <McpDialog />
      </div>
    </section>
  );
}
