import type { DataColumn } from '@gleaner/shared';
import { dayTimeMinutes } from './value-shapes.js';

/**
 * Cells holding several figures, each with its unit, between separators: '2 bd / 1 ba',
 * '3 bed · 2 bath', '12 W | 4 D'. Each figure becomes a number column of its own, read from the
 * cell (column-sql.ts), named by the header's word in the same place when the header has one per
 * figure ('beds_baths' → beds, baths), else by the header and the unit. A part written as a word
 * alone ('Studio / 1 ba') has no figure for that column.
 */
const SEPARATOR = /\s*[/|·•,;]\s*/;
const FIGURE_PART = /^([0-9]+(?:\.[0-9]+)?)\s*(\p{L}{1,10})\.?$/u;
const WORD_PART = /^\p{L}[\p{L} ]{0,20}$/u;

const wordsOfKey = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The figure written before `unit` in a cell, as column-sql.ts reads it. */
export function partFigure(value: unknown, unit: string): number | null {
  if (typeof value !== 'string') return null;
  for (const part of value.split(SEPARATOR)) {
    const match = FIGURE_PART.exec(part.trim());
    if (match && match[2]?.toLowerCase() === unit) return Number(match[1]);
  }
  return null;
}

export function compoundColumns(
  key: string,
  values: unknown[],
  taken: (key: string) => boolean,
): DataColumn[] {
  const texts = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (texts.length < 3) return [];
  const split = texts.map((t) => t.split(SEPARATOR).map((p) => p.trim()));
  const width = split[0]?.length ?? 0;
  if (width < 2 || width > 4 || split.some((parts) => parts.length !== width)) return [];
  // Each place holds figures of one unit in most cells, and words alone in the rest.
  const units: string[] = [];
  for (let at = 0; at < width; at += 1) {
    const counts = new Map<string, number>();
    let words = 0;
    for (const parts of split) {
      const match = FIGURE_PART.exec(parts[at] ?? '');
      if (match?.[2])
        counts.set(match[2].toLowerCase(), (counts.get(match[2].toLowerCase()) ?? 0) + 1);
      else if (WORD_PART.test(parts[at] ?? '')) words += 1;
      else return [];
    }
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    if (!best || counts.size > 1 || best[1] < texts.length * 0.6 || best[1] + words < texts.length)
      return [];
    units.push(best[0]);
  }
  if (new Set(units).size !== width) return [];
  const headerWords = wordsOfKey(key);
  return units.flatMap((unit, at) => {
    const name = headerWords.length === width ? headerWords[at]! : `${key} ${unit}`;
    if (taken(name)) return [];
    const figures = values.map((v) => partFigure(v, unit)).filter((n): n is number => n !== null);
    return [
      {
        key: name,
        kind: 'number' as const,
        unit,
        read: { part: { of: key, unit } },
        filled: figures.length,
        distinct: new Set(figures).size,
        min: figures.length ? Math.min(...figures) : null,
        max: figures.length ? Math.max(...figures) : null,
      },
    ];
  });
}

/**
 * A day and a time in one cell ('2026-11-02 09:30'): the column stays a date, and its times of
 * day become a column of their own ('appointment time', minutes after midnight, read from the
 * cell in SQL), so 'before noon' and 'after 5 pm' have a time to compare.
 */
export function dayTimeColumn(
  key: string,
  values: unknown[],
  taken: (key: string) => boolean,
): DataColumn[] {
  const texts = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const minutes = texts.map(dayTimeMinutes).filter((m): m is number => m !== null);
  const name = `${key} time`;
  if (texts.length < 3 || minutes.length < texts.length * 0.8 || taken(name)) return [];
  return [
    {
      key: name,
      kind: 'number',
      unit: null,
      read: { clock: true, part: { of: key, unit: 'time' } },
      filled: minutes.length,
      distinct: new Set(minutes).size,
      min: Math.min(...minutes),
      max: Math.max(...minutes),
    },
  ];
}

/**
 * The time left written in a state ('Live – 9 days to go', '36 hours left', 'Ends in 3 days'), in
 * days: a crowdfunding, an auction or a sale counting down. The units of one cell and another
 * differ ('36 hours to go' beside '9 days to go'), so each figure is read with its own unit's
 * factor (column-sql.ts reads the same). Cells with no time left ('Funded', 'Ended') hold none.
 */
const TIME_LEFT =
  /(\d+(?:\.\d+)?)\s*(weeks?|wks?|days?|hours?|hrs?|minutes?|mins?)\s+(?:to go|left|remaining)\b|\bends? in\s+(\d+(?:\.\d+)?)\s*(weeks?|wks?|days?|hours?|hrs?|minutes?|mins?)\b/i;
export const TIME_LEFT_FACTORS: Record<string, number> = {
  week: 7,
  weeks: 7,
  wk: 7,
  wks: 7,
  day: 1,
  days: 1,
  hour: 1 / 24,
  hours: 1 / 24,
  hr: 1 / 24,
  hrs: 1 / 24,
  minute: 1 / 1440,
  minutes: 1 / 1440,
  min: 1 / 1440,
  mins: 1 / 1440,
};

/** The days left a state says, or null. */
export function daysLeft(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME_LEFT.exec(value);
  if (!match) return null;
  const figure = Number(match[1] ?? match[3]);
  const unit = (match[2] ?? match[4] ?? '').toLowerCase();
  return figure * (TIME_LEFT_FACTORS[unit] ?? Number.NaN);
}

export function timeLeftColumn(
  key: string,
  values: unknown[],
  taken: (key: string) => boolean,
): DataColumn[] {
  const texts = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const left = texts.map(daysLeft).filter((d): d is number => d !== null && Number.isFinite(d));
  // The rest say a state in words alone: a figure elsewhere makes the column something else.
  const others = texts.filter((t) => daysLeft(t) === null);
  const name = `${key} days left`;
  if (left.length < 2 || others.some((t) => /\d/.test(t)) || taken(name)) return [];
  return [
    {
      key: name,
      kind: 'number',
      unit: 'days',
      read: { part: { of: key, unit: 'left' }, factors: TIME_LEFT_FACTORS },
      filled: left.length,
      distinct: new Set(left).size,
      min: Math.min(...left),
      max: Math.max(...left),
    },
  ];
}

/**
 * A position written as one 'latitude, longitude' cell in decimal degrees ('53.4740, 0.1530',
 * '-33.8688, 151.2093'), as a recording app or a map export writes it: its latitude and its
 * longitude become number columns of their own (column-sql.ts reads the same), so 'the highest
 * latitude' or 'a longitude above 0' has a figure to compare.
 */
const LAT_LNG = /^\s*(-?\d{1,2}(?:\.\d+)?)°?\s*,\s*(-?\d{1,3}(?:\.\d+)?)°?\s*$/;
export function latLng(value: unknown): [number, number] | null {
  if (typeof value !== 'string') return null;
  const match = LAT_LNG.exec(value);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}

export function positionColumns(
  key: string,
  values: unknown[],
  taken: (key: string) => boolean,
): DataColumn[] {
  const texts = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const points = texts.map(latLng).filter((p): p is [number, number] => p !== null);
  // Decimal degrees have decimals: '3, 4' is two counts, not a place.
  const decimals = texts.filter((t) => /\.\d{3,}/.test(t)).length;
  if (texts.length < 3 || points.length < texts.length * 0.8 || decimals < points.length * 0.8)
    return [];
  return (['latitude', 'longitude'] as const).flatMap((part, at) => {
    const name = `${key} ${part}`;
    if (taken(name)) return [];
    const figures = points.map((p) => p[at]!);
    return [
      {
        key: name,
        kind: 'number' as const,
        unit: null,
        read: { part: { of: key, unit: part } },
        filled: figures.length,
        distinct: new Set(figures).size,
        min: Math.min(...figures),
        max: Math.max(...figures),
      },
    ];
  });
}
