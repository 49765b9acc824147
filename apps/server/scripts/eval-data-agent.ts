/**
 * Accuracy of the data agent without a model: every question of data-agent-eval/questions.ts is
 * asked through the same command the API runs (plan, SQL over JSONB on an in-memory PGlite) and
 * its answer compared with the one computed from the records. `-v` prints each question's plan
 * and answer; `--data FILE.json` asks another set ([{dataset, records, question, expected}]).
 */
import { readFile } from 'node:fs/promises';
import type { DataAgentAnswer } from '@gleaner/shared';
import { askDataAgent } from '../src/commands/data-agent/ask-data-agent.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { books, countries, jobs, type Rec } from './data-agent-eval/datasets.js';
import { QUESTIONS, type EvalQuestion, type Expected } from './data-agent-eval/questions.js';

const verbose = process.argv.includes('-v');
const dataAt = process.argv.indexOf('--data');

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

function correct(answer: DataAgentAnswer, expected: Expected): boolean {
  const table = answer.table;
  if ('number' in expected) return close(figureOf(answer), expected.number);
  if ('top' in expected)
    return answer.plan.operation === 'group' && table?.rows[0]?.[0] === expected.top;
  const at = table?.columns.indexOf(expected.column) ?? -1;
  if (!table || at < 0) return false;
  const got = table.rows.map((row) => String(row[at]));
  if (expected.ordered) return JSON.stringify(got) === JSON.stringify(expected.values);
  return got.length === expected.values.length && expected.values.every((v) => got.includes(v));
}

interface Case extends EvalQuestion {
  records?: Rec[];
}

const database = await openDatabase({ dataDir: 'memory://' });
try {
  const cases: Case[] =
    dataAt > 0
      ? (JSON.parse(await readFile(process.argv[dataAt + 1] ?? '', 'utf8')) as Case[])
      : QUESTIONS;
  const sets: Record<string, Rec[]> = { books, countries, jobs };
  const ids = new Map<string, string>();
  const deps = {
    db: database.db,
    log: { error: (obj: unknown, msg: string) => console.error(msg, obj) },
  };
  let right = 0;
  const started = performance.now();
  const perSet = new Map<string, [number, number]>();
  for (const item of cases) {
    const records = item.records ?? sets[item.dataset];
    if (!records) throw new Error(`unknown data set ${item.dataset}`);
    let jobId = ids.get(item.dataset);
    if (!jobId) {
      jobId = await seed(database, records);
      ids.set(item.dataset, jobId);
    }
    let ok = false;
    let answer: DataAgentAnswer | null = null;
    try {
      answer = await askDataAgent(deps, { jobId, question: item.question, userId: null });
      ok = correct(answer, item.expected);
    } catch (error) {
      if (verbose) console.log(`  error: ${String(error)}`);
    }
    if (ok) right += 1;
    const tally = perSet.get(item.dataset) ?? [0, 0];
    perSet.set(item.dataset, [tally[0] + (ok ? 1 : 0), tally[1] + 1]);
    if (verbose || !ok) {
      console.log(`${ok ? 'ok  ' : 'MISS'} [${item.dataset}] ${item.question}`);
      if (!ok) {
        console.log(`     expected ${JSON.stringify(item.expected)}`);
        console.log(`     answer   ${answer?.answer ?? '(none)'}`);
        console.log(`     plan     ${JSON.stringify(answer?.plan)}`);
      }
    }
  }
  for (const [name, [ok, all]] of perSet) console.log(`${name}: ${ok}/${all}`);
  const ms = (performance.now() - started) / cases.length;
  console.log(
    `accuracy ${(right / cases.length).toFixed(3)} (${right}/${cases.length}), ${ms.toFixed(1)} ms per question`,
  );
} finally {
  await database.close();
}
