import { z } from 'zod';
import { DATA_AGENT_MAX_QUESTION } from './data-agent.js';
import { countOf } from './plural.js';

/**
 * Gleaner's MCP tools, shared by both transports: `/mcp` on the server and `gleaner mcp` over
 * stdio. Each tool is one or two calls of the HTTP API through `GleanerApiCall`, so a tool
 * obeys exactly what a REST caller with the same key obeys (ownership, limits, validation).
 */

/** One HTTP API call as the key's owner: the server injects it, the CLI fetches it. */
export type GleanerApiCall = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** What a tool gives back: words for the model and, when there is one, the data as an object. */
export interface ToolOutput {
  text: string;
  data?: Record<string, unknown>;
}

/** One progress notification: `progress` rises with each one; `total` when it is known. */
export interface ToolProgress {
  progress: number;
  total?: number;
  message: string;
}

/** What the transport gives a running tool besides its arguments. */
export interface ToolContext {
  /** Present only when the client asked for progress (its call carried a progressToken). */
  progress?: (update: ToolProgress) => Promise<void>;
  /** Aborted when the client cancels the call or goes away. */
  signal?: AbortSignal;
  /**
   * Longest a call that reports progress stays open, in ms; the job runs on after it.
   * @default 50000 (under the 60-second request timeout common in MCP clients)
   */
  maxWaitMs?: number;
}

const MAX_WAIT_MS = 50_000;

export interface GleanerTool {
  name: string;
  title: string;
  description: string;
  inputSchema: z.ZodRawShape;
  /** Runs the tool; throws an Error whose message the model can act on. */
  run(call: GleanerApiCall, args: unknown, context?: ToolContext): Promise<ToolOutput>;
}

function defineTool<Shape extends z.ZodRawShape>(
  tool: Omit<GleanerTool, 'run' | 'inputSchema'> & {
    inputSchema: Shape;
    run(
      call: GleanerApiCall,
      args: z.infer<z.ZodObject<Shape>>,
      context: ToolContext,
    ): Promise<ToolOutput>;
  },
): GleanerTool {
  const schema = z.object(tool.inputSchema);
  return {
    ...tool,
    run: (call, args, context) => tool.run(call, schema.parse(args), context ?? {}),
  };
}

/** How often a crawl followed with progress asks for its job's state. */
const PROGRESS_POLL_MS = 500;

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

type WatchedJob = {
  jobId: string;
  status: string;
  processedPages: number;
  totalPages: number;
  totalPagesKnown: boolean;
  totalResults: number;
  errorMessage: string | null;
};

/**
 * Follows a started job through the API until it ends, reporting pages done as progress. MCP
 * wants `progress` to rise with every notification, so one is sent only when a page is done,
 * and only while the job runs: the reply carries the end, and a notification written just
 * before it can reach the client after it, where some clients count it as a protocol error
 * (modelcontextprotocol/typescript-sdk#2580).
 */
async function watchJob(
  call: GleanerApiCall,
  jobId: string,
  report: NonNullable<ToolContext['progress']>,
  { signal, maxWaitMs = MAX_WAIT_MS }: ToolContext,
): Promise<WatchedJob> {
  const until = Date.now() + maxWaitMs;
  let sent = 0;
  for (;;) {
    const reply = await api(call, 'GET', `/api/job-status/${encodeURIComponent(jobId)}`);
    const job = reply.job as WatchedJob;
    if (job.status !== 'processing' && job.status !== 'created') return job;
    if (signal?.aborted || Date.now() >= until) return job;
    if (job.processedPages > sent) {
      sent = job.processedPages;
      const pages = countOf(job.totalPages, 'page');
      const of = job.totalPagesKnown ? pages : `at least ${pages}`;
      await report({
        progress: job.processedPages,
        ...(job.totalPagesKnown ? { total: job.totalPages } : {}),
        message: `Job ${jobId}: ${job.processedPages} of ${of}, ${countOf(job.totalResults, 'result')}`,
      });
    }
    await pause(PROGRESS_POLL_MS, signal);
  }
}

/** The reply body of a call that succeeded; an Error with the API's own message otherwise. */
async function api(
  call: GleanerApiCall,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const reply = await call(method, path, body);
  const data = (reply.body ?? {}) as Record<string, unknown>;
  if (reply.status >= 400) {
    const message = typeof data.error === 'string' ? data.error : `HTTP ${reply.status}`;
    // The server's "Confirm to …" is a button in the web app; a tool caller confirms by argument.
    const hint =
      data.code === 'BUDGET_CONFIRMATION_REQUIRED'
        ? ' To confirm, call the tool again with confirm_over_budget: true.'
        : '';
    throw new Error(`${message}${hint} (${method} ${path} answered ${reply.status})`);
  }
  return data;
}

const json = (data: Record<string, unknown>): ToolOutput => ({
  text: JSON.stringify(data, null, 2),
  data,
});

type Captured = { type: string; content: unknown; url: string };

/** The Gleaner tools, built on demand so importing this module costs nothing. */
export function gleanerTools(): GleanerTool[] {
  const url = z.url({ protocol: /^https?$/ }).describe('The page address, http or https');
  const jobId = z.string().min(1).max(100).describe('A job id from gleaner_crawl');
  const confirmOverBudget = z
    .boolean()
    .optional()
    .describe(
      'Run it although its estimated cost passes what is left of your budget (only after a refusal that asked for it)',
    );
  const request = z
    .string()
    .min(1)
    .max(5000)
    .describe('What to gather, in plain words: "every product with name, price and rating"');

  return [
    defineTool({
      name: 'gleaner_plan',
      title: 'Plan an extraction',
      description:
        "Study a page and show what Gleaner's agent would extract for a request: the columns it matched (with samples and a confidence each), fields it could not find, sample rows and pagination. Nothing is scraped or stored; use it to check a request before gleaner_scrape or gleaner_crawl.",
      inputSchema: { url, request },
      async run(call, args) {
        const reply = await api(call, 'POST', '/api/plan', {
          url: args.url,
          instruction: args.request,
        });
        return json({ plan: reply.plan, job: reply.job });
      },
    }),
    defineTool({
      name: 'gleaner_scrape',
      title: 'Scrape one page now',
      description:
        "Scrape one page now and return what it holds: with `request`, the records the agent plans for it; with `selectors`, the items those CSS selectors pick; with format 'markdown', the page's main content as Markdown. Kept in the caller's history as a one-page job.",
      inputSchema: {
        url,
        request: request.optional(),
        selectors: z
          .array(
            z.object({
              type: z.string().min(1).max(50).describe('text, link, image, table, form, content …'),
              selector: z.string().min(1).max(2000).describe('A CSS selector'),
            }),
          )
          .max(100)
          .optional()
          .describe('Items to pick instead of a request'),
        format: z
          .enum(['json', 'markdown'])
          .default('json')
          .describe("'json' for records or items; 'markdown' for the page's main content"),
        confirm_over_budget: confirmOverBudget,
      },
      async run(call, args) {
        const confirmed = args.confirm_over_budget ? { confirm_over_budget: true } : {};
        if (args.format === 'markdown') {
          const reply = await api(call, 'POST', '/api/execute-scraping', {
            url: args.url,
            selectors: [{ type: 'article', selector: 'body' }],
            ...confirmed,
          });
          const [first] = (reply.results ?? []) as Captured[];
          const markdown = (first?.content as { markdown?: string } | undefined)?.markdown;
          if (!markdown) throw new Error(`No main content could be read on ${args.url}`);
          return { text: markdown };
        }
        let plan: unknown;
        if (args.request && !args.selectors?.length) {
          const planned = await api(call, 'POST', '/api/plan', {
            url: args.url,
            instruction: args.request,
          });
          const job = planned.job as { plan: unknown } | null;
          if (!job) {
            const { summary, missingMessage } = planned.plan as Record<string, string | null>;
            throw new Error(
              `Nothing on ${args.url} answers the request: ${missingMessage ?? summary}`,
            );
          }
          plan = job.plan;
        }
        const reply = await api(call, 'POST', '/api/execute-scraping', {
          url: args.url,
          ...(args.request ? { instruction: args.request } : {}),
          ...(args.selectors?.length ? { selectors: args.selectors } : {}),
          ...(plan ? { plan } : {}),
          ...confirmed,
        });
        const results = (reply.results ?? []) as Captured[];
        return json({
          jobId: reply.jobId,
          count: results.length,
          items: results.map(({ type, content }) => ({ type, content })),
        });
      },
    }),
    defineTool({
      name: 'gleaner_crawl',
      title: 'Crawl a site as a job',
      description:
        'Start a crawl of a site as a background job and return its id at once (crawls take minutes). The agent plans the request on the first page and follows pagination or detail pages as needed. Follow it with gleaner_job_status, read records with gleaner_results, stop it with gleaner_cancel_job. A client that asks for progress (sends a progressToken) instead keeps the call open: it gets the job id in the first progress notification, then pages done as they finish, and the final status when the job ends (or, past 50 seconds, its status so far while it runs on).',
      inputSchema: {
        url,
        request,
        maxPages: z
          .number()
          .int()
          .min(1)
          .max(10_000)
          .optional()
          .describe('Most pages to visit (the plan decides when left out)'),
        include: z
          .array(z.string().min(1).max(500))
          .max(50)
          .optional()
          .describe('Only follow links whose URL matches one of these patterns'),
        exclude: z
          .array(z.string().min(1).max(500))
          .max(50)
          .optional()
          .describe('Never follow links whose URL matches one of these patterns'),
        confirm_over_budget: confirmOverBudget,
      },
      async run(call, args, context) {
        const options = {
          ...(args.maxPages ? { maxPages: args.maxPages } : {}),
          ...(args.include ? { include: args.include } : {}),
          ...(args.exclude ? { exclude: args.exclude } : {}),
        };
        const created = await api(call, 'POST', '/api/jobs', {
          url: args.url,
          instruction: args.request,
          options,
          ...(args.confirm_over_budget ? { confirm_over_budget: true } : {}),
        });
        const job = created.job as { id: string; status: string; error_message: string | null };
        if (job.status === 'failed')
          throw new Error(job.error_message ?? 'The job could not be planned');
        const started = await api(call, 'POST', `/api/start-job/${encodeURIComponent(job.id)}`);
        const running = started.job as { status: string; options: unknown };
        if (!context.progress)
          return json({ jobId: job.id, status: running.status, options: running.options });
        // Progress 0 names the job, so a client that gives up waiting can still follow it.
        await context.progress({ progress: 0, message: `Job ${job.id} started` });
        const ended = await watchJob(call, job.id, context.progress, context);
        const still = ended.status === 'processing' || ended.status === 'created';
        return json({
          jobId: job.id,
          status: ended.status,
          options: running.options,
          pages: ended.processedPages,
          results: ended.totalResults,
          ...(ended.errorMessage ? { error: ended.errorMessage } : {}),
          ...(still
            ? {
                note: 'Still running: follow it with gleaner_job_status, read it with gleaner_results',
              }
            : {}),
        });
      },
    }),
    defineTool({
      name: 'gleaner_job_status',
      title: 'Job status',
      description:
        "A job's status (processing, completed, failed, cancelled), pages done of pages known, results so far, estimated seconds remaining and errors.",
      inputSchema: { jobId },
      async run(call, args) {
        const reply = await api(call, 'GET', `/api/job-status/${encodeURIComponent(args.jobId)}`);
        return json({ job: reply.job });
      },
    }),
    defineTool({
      name: 'gleaner_results',
      title: 'Job results',
      description:
        "A page of a job's results in the order they were stored (records, or items), with the total so far. Page with offset and limit; pick record fields with `fields`.",
      inputSchema: {
        jobId,
        offset: z.number().int().min(0).default(0).describe('Results to skip'),
        limit: z.number().int().min(1).max(1000).default(50).describe('Results to return'),
        fields: z
          .array(z.string().min(1).max(200))
          .max(100)
          .optional()
          .describe('Record fields to keep; all when left out'),
      },
      async run(call, args) {
        const query = new URLSearchParams({
          offset: String(args.offset),
          limit: String(args.limit),
          ...(args.fields?.length ? { fields: args.fields.join(',') } : {}),
        });
        const reply = await api(
          call,
          'GET',
          `/api/jobs/${encodeURIComponent(args.jobId)}/results?${query.toString()}`,
        );
        const results = (reply.results ?? []) as Captured[];
        return json({
          jobId: reply.job_id,
          status: reply.status,
          offset: reply.offset,
          total: reply.total,
          results: results.map(({ type, content, url: page }) => ({ type, url: page, content })),
        });
      },
    }),
    defineTool({
      name: 'gleaner_cancel_job',
      title: 'Cancel a job',
      description: 'Stop a running job. What it has captured so far stays readable.',
      inputSchema: { jobId },
      async run(call, args) {
        const reply = await api(call, 'POST', `/api/cancel-job/${encodeURIComponent(args.jobId)}`);
        const job = reply.job as { id: string; status: string; results_count: number };
        return json({ jobId: job.id, status: job.status, results: job.results_count });
      },
    }),
    defineTool({
      name: 'gleaner_monitor_create',
      title: 'Monitor a page',
      description:
        'Save a request (an address and what to gather, or an existing job) as a monitor that runs again on a cron schedule and records what changed between runs (new, changed with each field before and after, removed). Optionally sends each run, signed per Standard Webhooks, to a webhook address; its whsec_ secret is in the reply once.',
      inputSchema: {
        url: url.optional(),
        request: request.optional(),
        jobId: jobId.optional().describe('Monitor what this job ran, instead of url and request'),
        name: z.string().min(1).max(200).optional().describe('A name for the monitor'),
        cron: z
          .string()
          .min(1)
          .max(200)
          .optional()
          .describe(
            'When to run: a cron expression ("0 9 * * 1-5"); left out, it runs only when asked',
          ),
        timezone: z.string().min(1).max(100).default('UTC').describe('IANA time zone of cron'),
        webhookUrl: z
          .url({ protocol: /^https?$/ })
          .optional()
          .describe('Where to send each run'),
        runNow: z.boolean().default(true).describe('Start the first run at once'),
      },
      async run(call, args) {
        const reply = await api(call, 'POST', '/api/monitors', {
          ...(args.jobId ? { jobId: args.jobId } : { url: args.url, instruction: args.request }),
          ...(args.name ? { name: args.name } : {}),
          ...(args.cron ? { schedule: { cron: args.cron, timezone: args.timezone } } : {}),
          ...(args.webhookUrl ? { webhook: { url: args.webhookUrl } } : {}),
        });
        const monitor = reply.monitor as Record<string, unknown> & { id: string };
        const run = args.runNow
          ? ((await api(call, 'POST', `/api/monitors/${encodeURIComponent(monitor.id)}/run`))
              .run as Record<string, unknown>)
          : null;
        return json({
          monitorId: monitor.id,
          name: monitor.name,
          schedule: monitor.schedule,
          nextRuns: monitor.nextRuns,
          webhook: monitor.webhook,
          ...(run ? { firstRun: { runId: run.id, jobId: run.jobId, status: run.status } } : {}),
        });
      },
    }),
    defineTool({
      name: 'gleaner_monitor_changes',
      title: "A monitor's changes",
      description:
        "What changed in a monitor's run (its latest by default): counts of new, changed, removed and same records, and each change with the record's key and, for a changed record, each field's before and after. A run still going says so; ask again when it is done.",
      inputSchema: {
        monitorId: z.string().min(1).max(100).describe('A monitor id from gleaner_monitor_create'),
        runId: z
          .string()
          .min(1)
          .max(100)
          .optional()
          .describe('A run id; the latest run when left out'),
        status: z
          .enum(['new', 'changed', 'removed'])
          .optional()
          .describe('Only changes of this kind'),
        limit: z.number().int().min(1).max(1000).default(100).describe('Changes to return'),
      },
      async run(call, args) {
        const base = `/api/monitors/${encodeURIComponent(args.monitorId)}`;
        let runId = args.runId;
        if (!runId) {
          const runs = (await api(call, 'GET', `${base}/runs?limit=1`)).runs as { id: string }[];
          if (!runs[0]) throw new Error('This monitor has not run yet; start a run first');
          runId = runs[0].id;
        }
        const query = new URLSearchParams({
          limit: String(args.limit),
          ...(args.status ? { status: args.status } : {}),
        });
        const reply = await api(
          call,
          'GET',
          `${base}/runs/${encodeURIComponent(runId)}/changes?${query.toString()}`,
        );
        return json({ run: reply.run, total: reply.total, changes: reply.changes });
      },
    }),
    defineTool({
      name: 'gleaner_ask',
      title: "Ask about a job's data",
      description:
        "Answer a question in plain words over one job's captured records ('how many products cost more than 20?', 'average price by category', 'the 5 highest rated'). Gives the answer, how it was worked out (the filters, grouping and measure applied to which columns), and the table of rows or figures it came from; for an unclear question, other readings to ask instead.",
      inputSchema: {
        jobId,
        question: z
          .string()
          .min(1)
          .max(DATA_AGENT_MAX_QUESTION)
          .describe("A question about the job's records, in plain words"),
      },
      async run(call, args) {
        const reply = await api(call, 'POST', '/api/data-agent/ask', {
          jobId: args.jobId,
          question: args.question,
        });
        return json({
          answer: reply.answer,
          explanation: reply.explanation,
          ...(reply.table ? { table: reply.table } : {}),
          ...(reply.alternatives ? { alternatives: reply.alternatives } : {}),
          source: reply.source,
        });
      },
    }),
  ];
}
