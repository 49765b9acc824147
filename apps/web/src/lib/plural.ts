/** "1 item", "3 items", "1,200 entries": a count with its noun in the right number. */
export function countOf(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : pluralForm}`;
}
