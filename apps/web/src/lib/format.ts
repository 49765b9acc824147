/** Cuts text to `max` characters, with an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Any captured content as one line of text to read (records as "field: value · …", fields in
 * `order` first: stored records do not keep their key order).
 */
export function contentText(content: unknown, order: readonly string[] = []): string {
  if (typeof content === 'string') return content;
  if (content === null || content === undefined) return '';
  if (typeof content === 'number' || typeof content === 'boolean') return String(content);
  if (
    Array.isArray(content) &&
    content.every((item) => typeof item === 'string' || typeof item === 'number')
  )
    return content.join('; ');
  if (typeof content === 'object' && !Array.isArray(content)) {
    // A document a job read (a `pdf` item): its title and words, not its fields as JSON.
    const document = content as { title?: unknown; text?: unknown; page_count?: unknown };
    if (
      typeof document.title === 'string' &&
      typeof document.text === 'string' &&
      typeof document.page_count === 'number'
    )
      return document.text ? `${document.title}: ${document.text}` : document.title;
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    const entries = Object.entries(content as Record<string, unknown>).sort(
      ([a], [b]) => rank(a) - rank(b),
    );
    const plain = (value: unknown): value is string | number | boolean =>
      ['string', 'number', 'boolean'].includes(typeof value);
    const cells: string[] = [];
    for (const [key, value] of entries) {
      // A list reads as its items ("SQL; Python"), as the CSV export writes it.
      if (value === null) cells.push(`${key}: `);
      else if (plain(value)) cells.push(`${key}: ${String(value)}`);
      else if (Array.isArray(value) && value.every(plain))
        cells.push(`${key}: ${value.map(String).join('; ')}`);
      else break;
    }
    if (cells.length === entries.length) return cells.join(' · ');
  }
  return JSON.stringify(content);
}

/** Spec duration display: seconds; minutes and seconds; hours and minutes. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
}

/** Saves a file the browser already holds, under the given name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The message of anything thrown. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
