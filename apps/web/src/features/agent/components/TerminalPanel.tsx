import { TERMINAL_CAPTURES_SHOWN, TRUNCATE, type WorkflowStep } from '@gleaner/shared';
import { jobCounts, readingStatus } from '@/features/jobs/job-counts';
import { useStreamingJob } from '@/features/jobs/hooks/use-streaming-job';
import { contentText, truncate } from '@/lib/format';
import type { AgentState } from '../agent-machine';

interface TerminalPanelProps {
  agentState: AgentState;
  steps: WorkflowStep[];
  jobId: string | null;
  /** Record fields in the plan's order. */
  fields?: string[];
}

/** The terminal-style status: AGENT TRAINING / AGENT SCRAPING, live log, latest 3 captures. */
export function TerminalPanel({ agentState, steps, jobId, fields }: TerminalPanelProps) {
  const entry = useStreamingJob(jobId);
  const job = jobId && entry?.job.jobId === jobId ? entry.job : null;
  const captures = job ? (entry?.results ?? []).slice(-TERMINAL_CAPTURES_SHOWN) : [];
  const lines = steps.map((step) => `[${step.status}] ${step.title}`);
  if (job) {
    lines.push(`[job] ${job.status} · pages ${jobCounts(job).pages} · results ${job.totalResults}`);
    if (entry?.reading && job.status === 'processing')
      lines.push(`[pdf] ${readingStatus(entry.reading)}`);
  }
  return (
    <section
      aria-label="Agent status"
      className="flex min-h-72 flex-col rounded-xl border border-slate-800 bg-slate-950 p-4 font-mono text-xs text-slate-200"
    >
      <p className="flex items-center gap-2 font-semibold tracking-widest text-emerald-400">
        <span className="size-2 animate-pulse rounded-full bg-emerald-400" aria-hidden="true" />
        {agentState === 'scraping' ? 'AGENT SCRAPING' : 'AGENT TRAINING'}
      </p>
      <ol className="mt-3 grid gap-1" aria-label="Agent log" aria-live="polite">
        {lines.map((line, index) => (
          <li key={index} className="break-words">
            <span className="text-slate-500">$ </span>
            {line}
          </li>
        ))}
      </ol>
      <div className="mt-auto pt-4">
        <p className="text-slate-400">Latest captures</p>
        {captures.length === 0 ? (
          <p className="text-slate-500">Nothing captured yet.</p>
        ) : (
          <ul aria-label="Latest captures" className="grid gap-1">
            {captures.map((capture) => (
              <li key={capture.id} className="text-emerald-300">
                → {truncate(contentText(capture.content, fields), TRUNCATE.terminalCapture)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
