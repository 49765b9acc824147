/**
 * Accuracy of the data agent without a model: every question of every table in
 * data-agent-eval/tables.ts is asked through the same command the API runs (plan, SQL over JSONB
 * on an in-memory PGlite) and its answer compared with the one computed from the records.
 *
 * Printed: each table's score, the mean over tables (each table scored on its own: a
 * leave-one-table-out figure, as no table's questions decide another's score), the tables
 * written for tuning and the held-out tables apart, and how many wrong answers were given with
 * confidence (a wrong figure rather than "I could not tell"). `-v` prints every question's plan
 * and answer; `--table NAME` asks one table; `--tuning` only the tables rules may be tuned on; `--data FILE.json` asks another set
 * ([{dataset, records, question, expected}]).
 */
import { readFile } from 'node:fs/promises';
import type { DataAgentAnswer } from '@gleaner/shared';
import { askDataAgent } from '../src/commands/data-agent/ask-data-agent.js';
import { openDatabase, type Database } from '../src/db/database.js';
import type { EvalTable, Expected, Rec } from './data-agent-eval/compute.js';
import { TABLES } from './data-agent-eval/tables.js';

const verbose = process.argv.includes('-v');
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

async function seed(database: Database, records: Rec[]): Promise<string> {
  const [job] = await database.query<{ id: string }>(
    `insert into scrape_jobs (status, instruction, url, options, processed_pages, total_pages, total_results, started_at, completed_at)
     values ('completed', 'eval', 'https://eval.example/', '{}'::jsonb, 1, 1, $1, now(), now()) returning id`,
    [records.length],
  );
  if (!job) throw new Error('no job');
  for (const [seq, record] of records.entries()) {
    await database.query(
      `insert into scraped_data (id, job_id, type, selector, content, confidence, metadata, url, seq)
       values (gen_random_uuid(), $1, 'record', '.item', $2::jsonb, 0.9, '{}'::jsonb, 'https://eval.example/', $3)`,
      [job.id, JSON.stringify(record), seq],
    );
  }
  return job.id;
}

const close = (a: unknown, b: number) =>
  typeof a === 'number' && Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

/** The figure an answer gives, by the kind of answer. */
function figureOf(answer: DataAgentAnswer): unknown {
  const rows = answer.table?.rows ?? [];
  switch (answer.plan.operation) {
    case 'aggregate':
      return rows[0]?.[0];
    case 'share':
      return answer.plan.groupBy ? undefined : rows[0]?.[2];
    case 'compare':
      return rows[2]?.[1];
    case 'distinct':
      return rows.length;
    default:
      return undefined;
  }
}

/** The agent said it could not answer (rather than answering something else). */
const declined = (answer: DataAgentAnswer) => answer.declined === true;

function correct(answer: DataAgentAnswer, expected: Expected): boolean {
  if ('decline' in expected) return declined(answer);
  if (declined(answer)) return false;
  const table = answer.table;
  if ('number' in expected) return close(figureOf(answer), expected.number);
  if ('top' in expected)
    return answer.plan.operation === 'group' && table?.rows[0]?.[0] === expected.top;
  if ('record' in expected)
    return (
      answer.plan.operation === 'list' &&
      answer.answer.includes(expected.record) &&
      (table?.rows[0] ?? []).some((cell) => cell === expected.record)
    );
  const at = table?.columns.indexOf(expected.column) ?? -1;
  if (!table || at < 0) return false;
  const got = table.rows.map((row) => String(row[at]));
  if (expected.ordered) return JSON.stringify(got) === JSON.stringify(expected.values);
  return got.length === expected.values.length && expected.values.every((v) => got.includes(v));
}

async function tablesToAsk(): Promise<EvalTable[]> {
  const file = argument('--data');
  if (!file) {
    const only = argument('--table');
    if (only) return TABLES.filter((t) => t.name === only);
    return process.argv.includes('--tuning') ? TABLES.filter((t) => !t.heldOut) : TABLES;
  }
  const cases = JSON.parse(await readFile(file, 'utf8')) as {
    dataset: string;
    records: Rec[];
    question: string;
    expected: Expected;
  }[];
  const byName = new Map<string, EvalTable>();
  for (const c of cases) {
    const table = byName.get(c.dataset) ?? {
      name: c.dataset,
      heldOut: false,
      records: c.records,
      questions: [],
    };
    table.questions.push({ question: c.question, expected: c.expected });
    byName.set(c.dataset, table);
  }
  return [...byName.values()];
}

const pct = (x: number) => x.toFixed(3);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

const database = await openDatabase({ dataDir: 'memory://' });
try {
  const tables = await tablesToAsk();
  const deps = {
    db: database.db,
    log: { error: (obj: unknown, msg: string) => console.error(msg, obj) },
  };
  const started = performance.now();
  const scores: { table: EvalTable; right: number; confidentlyWrong: number }[] = [];
  let asked = 0;
  for (const table of tables) {
    const jobId = await seed(database, table.records);
    let right = 0;
    let confidentlyWrong = 0;
    for (const item of table.questions) {
      asked += 1;
      let ok = false;
      let answer: DataAgentAnswer | null = null;
      try {
        answer = await askDataAgent(deps, { jobId, question: item.question, userId: null });
        ok = correct(answer, item.expected);
      } catch (error) {
        if (verbose) console.log(`  error: ${String(error)}`);
      }
      if (ok) right += 1;
      else if (answer && !declined(answer)) confidentlyWrong += 1;
      if (verbose || !ok) {
        console.log(`${ok ? 'ok  ' : 'MISS'} [${table.name}] ${item.question}`);
        if (!ok || verbose) {
          console.log(`     expected ${JSON.stringify(item.expected)}`);
          console.log(`     answer   ${answer?.answer ?? '(none)'}`);
          console.log(`     plan     ${JSON.stringify(answer?.plan)}`);
        }
      }
    }
    scores.push({ table, right, confidentlyWrong });
  }
  console.log('');
  for (const { table, right, confidentlyWrong } of scores)
    console.log(
      `${table.heldOut ? 'held-out' : 'tuning  '} ${table.name.padEnd(12)} ${right}/${table.questions.length}  ${pct(right / table.questions.length)}${confidentlyWrong ? `  (${confidentlyWrong} wrong with confidence)` : ''}`,
    );
  const part = (heldOut: boolean) => scores.filter((s) => s.table.heldOut === heldOut);
  const line = (label: string, group: typeof scores) => {
    if (group.length === 0) return;
    const right = group.reduce((a, s) => a + s.right, 0);
    const all = group.reduce((a, s) => a + s.table.questions.length, 0);
    const wrong = group.reduce((a, s) => a + s.confidentlyWrong, 0);
    console.log(
      `${label}: ${pct(right / all)} (${right}/${all}), mean over ${group.length} tables ${pct(
        mean(group.map((s) => s.right / s.table.questions.length)),
      )}, ${wrong} wrong with confidence`,
    );
  };
  line('tuning tables  ', part(false));
  line('held-out tables', part(true));
  line('all            ', scores);
  const ms = (performance.now() - started) / Math.max(1, asked);
  console.log(`${ms.toFixed(1)} ms per question`);
} finally {
  await database.close();
}
