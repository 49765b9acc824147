/** F1 between two multisets of strings (shingles, cells). */
export function multisetF1(
  predicted: string[],
  expected: string[],
): { precision: number; recall: number; f1: number } {
  if (predicted.length === 0 && expected.length === 0) return { precision: 1, recall: 1, f1: 1 };
  const counts = new Map<string, number>();
  for (const value of expected) counts.set(value, (counts.get(value) ?? 0) + 1);
  let overlap = 0;
  for (const value of predicted) {
    const left = counts.get(value) ?? 0;
    if (left > 0) {
      overlap++;
      counts.set(value, left - 1);
    }
  }
  const precision = predicted.length ? overlap / predicted.length : 0;
  const recall = expected.length ? overlap / expected.length : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

export function mean(values: number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}
