/**
 * Plain functions the eval's expected answers are computed with, from the records themselves:
 * no expected figure is typed in by hand.
 */
export type Rec = Record<string, unknown>;

/** What a correct answer holds. */
export type Expected =
  /** A figure (a count, a mean, a sum, a share, a difference). */
  | { number: number }
  /** The values of a column of the listed records, in order or as a set. */
  | { column: string; values: string[]; ordered: boolean }
  /** The first group of a grouped answer. */
  | { top: string }
  /** One record named by the answer: its sentence says the name and the first row holds it. */
  | { record: string }
  /** The question cannot be answered from these columns: the agent says so and computes nothing. */
  | { decline: true };

export interface TableQuestion {
  question: string;
  expected: Expected;
}

/** A table of the eval: its records and the questions asked of it. */
export interface EvalTable {
  name: string;
  /** Written before any rule was changed for these tables, and never tuned on. */
  heldOut: boolean;
  records: Rec[];
  questions: TableQuestion[];
}

/** The number in a value as scraped: '£1,450 pcm' → 1450, '8 GB' → 8. */
export const n = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : Number((/-?\d[\d,]*(?:\.\d+)?/.exec(String(value))?.[0] ?? 'NaN').replace(/,/g, ''));
export const col = (rows: Rec[], key: string) => rows.map((r) => n(r[key]));
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
export const avg = (xs: number[]) => sum(xs) / xs.length;
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
export const where = (rows: Rec[], key: string, value: unknown) =>
  rows.filter((r) => r[key] === value);
export const whereIn = (rows: Rec[], key: string, values: unknown[]) =>
  rows.filter((r) => values.includes(r[key]));
export const has = (rows: Rec[], key: string, item: string) =>
  rows.filter((r) => (r[key] as string[]).includes(item));
export const names = (rows: Rec[], key: string) => rows.map((r) => String(r[key]));
export const sortBy = (rows: Rec[], key: string, dir: 1 | -1) =>
  [...rows].sort((a, b) => dir * (n(a[key]) - n(b[key])));
/** Sorted by an ISO date (or any text that sorts as it reads). */
export const sortByText = (rows: Rec[], key: string, dir: 1 | -1) =>
  [...rows].sort((a, b) => dir * String(a[key]).localeCompare(String(b[key])));
export const distinct = (rows: Rec[], key: string) => [...new Set(rows.map((r) => String(r[key])))];
export const groupTop = (
  rows: Rec[],
  key: string,
  metric: (g: Rec[]) => number,
  dir: 1 | -1 = -1,
) => {
  const groups = distinct(rows, key).map((g) => [g, metric(where(rows, key, g))] as const);
  groups.sort((a, b) => dir * (a[1] - b[1]) || a[0].localeCompare(b[0]));
  return groups[0]?.[0] ?? '';
};
export const date = (rows: Rec[], key: string, test: (d: string) => boolean) =>
  rows.filter((r) => test(String(r[key])));
/** The name of the first record once sorted: the one a superlative asks for. */
export const first = (rows: Rec[], nameKey: string) => names(rows.slice(0, 1), nameKey)[0] ?? '';

export const num = (number: number) => ({ number });
export const set = (column: string, values: string[]) => ({ column, values, ordered: false });
export const ordered = (column: string, values: string[]) => ({ column, values, ordered: true });
export const record = (name: string) => ({ record: name });
export const decline = { decline: true } as const;
/** A duration written h:mm:ss or mm:ss, in seconds: '2:08:41' → 7721. */
export const seconds = (value: unknown): number =>
  String(value)
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
/** A number written with a decimal comma, as in much of Europe: '€24,50' → 24.5. */
export const commaDecimal = (value: unknown): number =>
  Number(
    (/\d[\d.]*(?:,\d+)?/.exec(String(value))?.[0] ?? 'NaN').replace(/\./g, '').replace(',', '.'),
  );
