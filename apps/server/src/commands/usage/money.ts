/** Dollars as people read them: cents, or four decimals below a cent. */
export function formatDollars(value: number): string {
  const digits = value !== 0 && Math.abs(value) < 0.01 ? 4 : 2;
  return `$${value.toFixed(digits)}`;
}
