/** Lengths of time as pages write them — "PT1H10M", "1 hr 10 mins", "1 1/2 hours", "45 min" — in minutes. */
import { cleanText } from './normalise.js';

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};

function amount(text: string): number {
  const match = /(\d+(?:[.,]\d+)?)?\s*(?:(\d)\/(\d)|([½¼¾⅓⅔]))?/.exec(text.trim());
  if (!match) return Number.NaN;
  const whole = match[1] ? Number(match[1].replace(',', '.')) : 0;
  const fraction =
    match[2] && match[3]
      ? Number(match[2]) / Number(match[3])
      : match[4]
        ? (FRACTIONS[match[4]] ?? 0)
        : 0;
  return match[1] || match[2] || match[4] ? whole + fraction : Number.NaN;
}

const UNIT = String.raw`(\d+(?:[.,]\d+)?(?:\s*\d\/\d)?|\d\/\d|[½¼¾⅓⅔]|\d+\s*[½¼¾⅓⅔])\s*`;

/** Minutes, or null when the text is no length of time. */
export function parseDuration(text: string): number | null {
  const value = cleanText(text);
  if (!value) return null;
  const isoDuration =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      value,
    );
  if (isoDuration && /\d/.test(value)) {
    const [, days, hours, minutes, seconds] = isoDuration;
    return Math.round(
      Number(days ?? 0) * 1440 +
        Number(hours ?? 0) * 60 +
        Number(minutes ?? 0) +
        Number(seconds ?? 0) / 60,
    );
  }
  const lower = value.toLowerCase();
  const days = new RegExp(`${UNIT}(?:d|days?|tage?n?|jours?|días?|dagen?)\\b`).exec(lower);
  const hours = new RegExp(
    `${UNIT}(?:h|hrs?|hours?|std\\.?|stunden?|heures?|horas?|uur|ore)\\b`,
  ).exec(lower);
  const minutes = new RegExp(`${UNIT}(?:m|mins?|minutes?|minuten?|minutos?|minuti)\\b`).exec(lower);
  if (!days && !hours && !minutes) {
    // "1:30" as hours and minutes, and a bare number, read as minutes.
    const clock = /^(\d{1,2}):(\d{2})$/.exec(lower);
    if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
    return /^\d+$/.test(lower) ? Number(lower) : null;
  }
  const total =
    (days ? amount(days[1] ?? '') * 1440 : 0) +
    (hours ? amount(hours[1] ?? '') * 60 : 0) +
    (minutes ? amount(minutes[1] ?? '') : 0);
  return Number.isFinite(total) ? Math.round(total) : null;
}
