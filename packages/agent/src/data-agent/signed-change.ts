import type { DataColumn, PlanFilter } from '@gleaner/shared';
import type { ColumnMention, Token } from './vocabulary.js';

/**
 * The one number column whose figures go both ways ('+1.24%', '−0.82%', '-3'): a change, what
 * 'up', 'down', 'gainers' and 'losers' are said of. None when no column or several do.
 */
export function signedColumn(columns: DataColumn[]): DataColumn | undefined {
  const signed = columns.filter((c) => c.kind === 'number' && (c.min ?? 0) < 0 && (c.max ?? 0) > 0);
  return signed.length === 1 ? signed[0] : undefined;
}

const STATE = /^(is|are|was|were)$/;
/** Who gained most and who lost most: the ends of a change. */
const MOVERS: Record<string, 'asc' | 'desc'> = {
  gainer: 'desc',
  gainers: 'desc',
  riser: 'desc',
  risers: 'desc',
  climber: 'desc',
  climbers: 'desc',
  loser: 'asc',
  losers: 'asc',
  faller: 'asc',
  fallers: 'asc',
};

export interface ChangeReading {
  filters: PlanFilter[];
  sort?: { column: string; direction: 'asc' | 'desc'; plural: boolean };
  /** Tokens read. */
  read: Token[];
}

/**
 * 'stocks that are down today' (below nought), 'is up' (above), 'the biggest gainer' (the most
 * risen first), 'losers' (the most fallen first), on the table's only column of signed changes.
 */
export function changeReading(tokens: Token[], columns: DataColumn[]): ChangeReading {
  const out: ChangeReading = { filters: [], read: [] };
  const column = signedColumn(columns);
  if (!column) return out;
  for (const t of tokens) {
    const state = STATE.test(tokens[t.index - 1]?.word ?? '');
    if (state && (t.word === 'up' || t.word === 'down')) {
      out.filters.push({ column: column.key, op: t.word === 'up' ? 'gt' : 'lt', value: 0 });
      out.read.push(t);
    } else if (MOVERS[t.word] && !out.sort) {
      out.sort = {
        column: column.key,
        direction: MOVERS[t.word]!,
        plural: t.word.endsWith('s'),
      };
      out.read.push(t);
    }
  }
  return out;
}

/** Comparatives that say which way a figure moved against the one it is compared with. */
const COMPARATIVE: Record<string, 'gt' | 'lt'> = {
  more: 'gt',
  higher: 'gt',
  greater: 'gt',
  bigger: 'gt',
  larger: 'gt',
  fewer: 'lt',
  less: 'lt',
  lower: 'lt',
  smaller: 'lt',
};

/**
 * 'stations with fewer trips than last week', 'more visitors than last year': a comparison with
 * the table's signed change column, named right after 'than' ('vs_last_week', 'change_on_year'),
 * is the change's sign — below nought for fewer, above for more. Undefined when no comparative
 * comes before 'than', or what follows names no signed column.
 */
export function thanChange(
  tokens: Token[],
  named: ColumnMention[],
  columns: DataColumn[],
  isFree: (t: Token) => boolean,
): { filter: PlanFilter; mention: ColumnMention; read: Token[] } | undefined {
  const column = signedColumn(columns);
  if (!column) return undefined;
  const mention = named.find((m) => m.column === column && tokens[m.first - 1]?.word === 'than');
  if (!mention) return undefined;
  const than = tokens[mention.first - 1]!;
  const comparative = tokens
    .slice(Math.max(0, than.index - 4), than.index)
    .reverse()
    .find((t) => isFree(t) && COMPARATIVE[t.word]);
  if (!comparative) return undefined;
  return {
    filter: { column: column.key, op: COMPARATIVE[comparative.word]!, value: 0 },
    mention,
    read: [comparative, than],
  };
}
