import { dollarsText } from '@gleaner/shared';

/** Dollars as people read them: cents, or the digits a smaller amount needs ($0.00004, not $0.0000). */
export function formatDollars(value: number): string {
  const [whole = '0', decimals = ''] = dollarsText(Math.abs(value)).slice(1).split('.');
  const grouped = Number(whole).toLocaleString('en-US');
  return `${value < 0 ? '-' : ''}$${grouped}${decimals ? `.${decimals}` : ''}`;
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** Bytes in the largest unit that keeps the number readable. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** Dollars exact to the millionth ($0.00008, $0.125, $6.601): prices and bills are not rounded to cents. */
export function formatRate(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 })}`;
}
