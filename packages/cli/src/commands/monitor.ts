import { parseArgs } from 'node:util';
import {
  cronForInterval,
  describeCron,
  type GleanerApiCall,
  type Monitor,
  type MonitorChange,
  type MonitorRun,
} from '@gleaner/shared';
import { apiCaller, ServerEnvSchema } from '../api-client.js';
import { parseOrUsage, url } from '../args.js';
import { FailureError, UsageError } from '../cli-error.js';
import type { Command, Io } from '../io.js';

const help = `Usage: gleaner monitor <add|list|run|changes> [arguments] [options]

Monitors run a request again on a schedule on a Gleaner server and record what changed
between runs. They live on the server named by GLEANER_URL, as the owner of GLEANER_API_KEY.

  gleaner monitor add <url> "<request>" [--every 1h | --cron "0 9 * * 1-5"] [--tz Europe/Paris]
                      [--webhook https://…] [--name NAME]
      Save a monitor (its webhook's whsec_ signing secret is printed this once).
  gleaner monitor list
      Each monitor: id, name, schedule, next run, last run's changes, health.
  gleaner monitor run <monitor-id> [--wait]
      Start a run now; with --wait, wait for it and print what changed.
  gleaner monitor changes <monitor-id> [--run RUN-ID] [--status new|changed|removed] [--json]
      What changed in the latest run (or RUN-ID): each record's key, each field before → after.

Options:
  --every N{m,h,d}  Run every N minutes, hours or days (days at 09:00)
  --cron EXPR       Run on a cron expression (minute hour day month weekday)
  --tz ZONE         The schedule's IANA time zone (default UTC)
  --json            Print JSON instead of lines
  -h, --help        Show this help

Environment:
  GLEANER_URL      The Gleaner server, e.g. http://localhost:3000
  GLEANER_API_KEY  An API key (glnr_…) made in Gleaner's "Connect to MCP" dialog

Exit status: 0 done, 1 the server refused or failed, 2 wrong usage.
`;

/** The reply's body, or the server's own reason as a failure. */
async function api(call: GleanerApiCall, method: 'GET' | 'POST', path: string, body?: unknown) {
  let reply;
  try {
    reply = await call(method, path, body);
  } catch (error) {
    throw new FailureError(`monitor: could not reach the server: ${String(error)}`);
  }
  const data = (reply.body ?? {}) as Record<string, unknown>;
  if (reply.status >= 400)
    throw new FailureError(
      `monitor: ${typeof data.error === 'string' ? data.error : `HTTP ${reply.status}`}`,
    );
  return data;
}

function counts(run: MonitorRun): string {
  if (run.status !== 'completed') return run.status.replace('_', ' ');
  const { changes: c } = run;
  return `${c.new} new, ${c.changed} changed, ${c.removed} removed, ${c.same} same`;
}

function changeLine(change: MonitorChange): string {
  const fields = change.fields
    .map((f) => `${f.field}: ${JSON.stringify(f.before)} → ${JSON.stringify(f.after)}`)
    .join('; ');
  return `${change.status.padEnd(8)} ${change.key}${fields ? `  (${fields})` : ''}\n`;
}

const options = {
  every: { type: 'string' },
  cron: { type: 'string' },
  tz: { type: 'string' },
  webhook: { type: 'string' },
  name: { type: 'string' },
  run: { type: 'string' },
  status: { type: 'string' },
  wait: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const monitorCommand: Command = {
  name: 'monitor',
  summary: 'Monitors on a Gleaner server: add, list, run, and what changed between runs',
  help,
  async run(argv: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOrUsage('monitor', () =>
      parseArgs({ args: argv, allowPositionals: true, strict: true, options }),
    );
    if (values.help || positionals.length === 0) {
      io.stdout.write(help);
      return values.help ? 0 : 2;
    }
    const env = ServerEnvSchema.safeParse({
      GLEANER_URL: io.env.GLEANER_URL || undefined,
      GLEANER_API_KEY: io.env.GLEANER_API_KEY || undefined,
    });
    if (!env.success)
      throw new UsageError(`monitor: ${env.error.issues[0]?.message ?? 'bad environment'}`);
    const { GLEANER_URL: base, GLEANER_API_KEY: key } = env.data;
    if (!base || !key)
      throw new UsageError(
        'monitor: set GLEANER_URL and GLEANER_API_KEY: monitors run on a Gleaner server',
      );
    const call = apiCaller(base, key);
    const out = (text: string) => void io.stdout.write(text);
    const [action, ...rest] = positionals;
    const json = (data: unknown) => out(`${JSON.stringify(data, null, 2)}\n`);

    switch (action) {
      case 'add': {
        if (rest.length !== 2)
          throw new UsageError('monitor add: expected a URL and a request in quotes');
        const cron = values.cron ?? (values.every ? cronForInterval(values.every) : null);
        if (values.every && !cron)
          throw new UsageError(`monitor add: --every ${values.every} is not like 15m, 2h or 1d`);
        const reply = await api(call, 'POST', '/api/monitors', {
          url: url('monitor add', rest[0]),
          instruction: rest[1],
          ...(values.name ? { name: values.name } : {}),
          ...(cron ? { schedule: { cron, timezone: values.tz ?? 'UTC' } } : {}),
          ...(values.webhook ? { webhook: { url: values.webhook } } : {}),
        });
        const monitor = reply.monitor as Monitor;
        if (values.json) return (json(monitor), 0);
        out(`Monitor ${monitor.id} "${monitor.name}"\n`);
        out(
          monitor.schedule
            ? `  ${describeCron(monitor.schedule.cron)} (${monitor.schedule.timezone}); next ${monitor.nextRuns[0] ?? '—'}\n`
            : '  no schedule: run it with gleaner monitor run\n',
        );
        if (monitor.webhook?.secret)
          out(`  webhook secret (shown once): ${monitor.webhook.secret}\n`);
        return 0;
      }
      case 'list': {
        const monitors = (await api(call, 'GET', '/api/monitors')).monitors as Monitor[];
        if (values.json) return (json(monitors), 0);
        if (monitors.length === 0) out('No monitors yet: gleaner monitor add <url> "<request>"\n');
        for (const m of monitors)
          out(
            `${m.id}  ${m.name}\n  ${m.schedule ? describeCron(m.schedule.cron) : 'by hand'}${m.nextRuns[0] ? `, next ${m.nextRuns[0]}` : ''} · ${m.health} · last run: ${m.lastRun ? counts(m.lastRun) : 'none'}\n`,
          );
        return 0;
      }
      case 'run': {
        const id = rest[0];
        if (!id) throw new UsageError('monitor run: expected a monitor id');
        const path = `/api/monitors/${encodeURIComponent(id)}`;
        let run = (await api(call, 'POST', `${path}/run`)).run as MonitorRun;
        while (values.wait && run.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const runs = (await api(call, 'GET', `${path}/runs?limit=20`)).runs as MonitorRun[];
          run = runs.find((r) => r.id === run.id) ?? run;
        }
        if (values.json) return (json(run), 0);
        out(
          `Run ${run.id} (job ${run.jobId ?? '—'}): ${counts(run)}${run.note ? `. ${run.note}` : ''}\n`,
        );
        return run.status === 'failed' ? 1 : 0;
      }
      case 'changes': {
        const id = rest[0];
        if (!id) throw new UsageError('monitor changes: expected a monitor id');
        const path = `/api/monitors/${encodeURIComponent(id)}`;
        const runId =
          values.run ??
          ((await api(call, 'GET', `${path}/runs?limit=1`)).runs as MonitorRun[])[0]?.id;
        if (!runId) throw new FailureError('monitor changes: this monitor has not run yet');
        const status = values.status ? `&status=${encodeURIComponent(values.status)}` : '';
        const reply = await api(call, 'GET', `${path}/runs/${runId}/changes?limit=1000${status}`);
        if (values.json) return (json(reply), 0);
        const run = reply.run as MonitorRun;
        out(
          `Run ${run.id} at ${run.startedAt}: ${counts(run)} (records keyed by ${run.keyBy ?? '—'})\n`,
        );
        for (const change of reply.changes as MonitorChange[]) out(changeLine(change));
        return 0;
      }
      default:
        throw new UsageError(`monitor: unknown action "${action}"; use add, list, run or changes`);
    }
  },
};
