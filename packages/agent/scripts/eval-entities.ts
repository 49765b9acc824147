/**
 * Entity, personal-data and label quality on the fixture texts written in the repo
 * (packages/agent/test/fixtures/entities): precision, recall and F1 per entity type, with every
 * entity and with the confident ones only, plus risk levels and labels against a reviewer's.
 * A found entity counts when its type and its exact words match an expected one (each expected
 * entity matched once); `-v` lists the misses.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Entity, EntityType, PersonalDataKind } from '@gleaner/shared';
import { analyzeRisk, extractEntities, labelData } from '../src/entities/index.js';

const fixtures = fileURLToPath(new URL('../test/fixtures/entities/', import.meta.url));
const read = <T>(name: string): T => JSON.parse(readFileSync(`${fixtures}${name}`, 'utf8')) as T;
const verbose = process.argv.includes('-v');

interface Expected<K extends string> {
  type: K;
  text: string;
}
interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '  -  ');
function row(name: string, t: Tally): string {
  const p = t.tp / (t.tp + t.fp);
  const r = t.tp / (t.tp + t.fn);
  return `${name.padEnd(18)} ${f(p)}  ${f(r)}  ${f((2 * p * r) / (p + r))}   (${t.tp} right, ${t.fp} extra, ${t.fn} missed)`;
}

function score<K extends string>(
  tallies: Map<K, Tally>,
  found: Expected<K>[],
  expected: Expected<K>[],
  where: string,
): void {
  const left = [...expected];
  const tally = (k: K) => tallies.get(k) ?? tallies.set(k, { tp: 0, fp: 0, fn: 0 }).get(k)!;
  for (const item of found) {
    const at = left.findIndex((e) => e.type === item.type && e.text === item.text.trim());
    if (at >= 0) {
      tally(item.type).tp += 1;
      left.splice(at, 1);
    } else {
      tally(item.type).fp += 1;
      if (verbose) console.log(`  extra   ${where}: ${item.type} "${item.text}"`);
    }
  }
  for (const miss of left) {
    tally(miss.type).fn += 1;
    if (verbose) console.log(`  missed  ${where}: ${miss.type} "${miss.text}"`);
  }
}

function print<K extends string>(title: string, tallies: Map<K, Tally>): void {
  console.log(`\n${title}\n${'type'.padEnd(18)} prec.  recall F1`);
  const all: Tally = { tp: 0, fp: 0, fn: 0 };
  for (const [type, t] of [...tallies.entries()].sort()) {
    console.log(row(type, t));
    all.tp += t.tp;
    all.fp += t.fp;
    all.fn += t.fn;
  }
  console.log(row('all (micro)', all));
}

const texts = read<{
  reference: string;
  texts: { name: string; text: string; expected: Expected<EntityType>[] }[];
}>('texts.json');
const every = new Map<EntityType, Tally>();
const confident = new Map<EntityType, Tally>();
const started = performance.now();
for (const item of texts.texts) {
  const { entities } = extractEntities(item.text, { reference: new Date(texts.reference) });
  const asExpected = (list: Entity[]) => list.map((e) => ({ type: e.type, text: e.text }));
  score(every, asExpected(entities), item.expected, item.name);
  score(
    confident,
    asExpected(entities.filter((e) => e.status === 'confident')),
    item.expected,
    `${item.name} (confident)`,
  );
}
const ms = (performance.now() - started) / texts.texts.length;
print(`Entities, every one found (${texts.texts.length} texts, ${ms.toFixed(1)} ms a text)`, every);
print('Entities, confident only (confidence >= 0.9)', confident);

const pd = read<{
  texts: {
    name: string;
    text: string;
    risk: string;
    expected: { kind: PersonalDataKind; text: string }[];
  }[];
}>('personal-data.json');
const kinds = new Map<PersonalDataKind, Tally>();
let risksRight = 0;
for (const item of pd.texts) {
  const analysis = analyzeRisk(item.text);
  score(
    kinds,
    analysis.findings.map((x) => ({ type: x.kind, text: x.text })),
    item.expected.map((x) => ({ type: x.kind, text: x.text })),
    item.name,
  );
  if (analysis.risk_level === item.risk) risksRight += 1;
  else if (verbose)
    console.log(`  risk    ${item.name}: ${analysis.risk_level}, expected ${item.risk}`);
}
print('Personal data', kinds);
console.log(`risk level right: ${risksRight} of ${pd.texts.length}`);

const labels = read<{
  cases: { name: string; extraction_type: string; label: string; raw_data: unknown }[];
}>('labels.json');
let labelsRight = 0;
let confidentRight = 0;
let confidentAll = 0;
for (const item of labels.cases) {
  const result = labelData(item.raw_data, item.extraction_type);
  const right = result.label === item.label;
  if (right) labelsRight += 1;
  if (result.status === 'confident') {
    confidentAll += 1;
    if (right) confidentRight += 1;
  }
  if (verbose && !right)
    console.log(
      `  label   ${item.name}: ${result.label} (${result.confidence}), expected ${item.label}`,
    );
}
console.log(
  `\nLabels right: ${labelsRight} of ${labels.cases.length}; confident ones right: ${confidentRight} of ${confidentAll}`,
);
