/** Paths (as 'a.0.b') whose key or value holds `text`, and every ancestor of them, found by a bounded walk. */
export function searchJson(
  value: unknown,
  text: string,
  limit = 200_000,
): { hits: Set<string>; open: Set<string> } {
  const hits = new Set<string>();
  const open = new Set<string>();
  const needle = text.trim().toLowerCase();
  if (!needle) return { hits, open };
  let seen = 0;
  const walk = (node: unknown, path: string, ancestors: string[]) => {
    if ((seen += 1) > limit) return;
    if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.toLowerCase().includes(needle)) mark(childPath, [...ancestors, path]);
        walk(child, childPath, [...ancestors, path]);
      }
    } else if (String(node).toLowerCase().includes(needle)) mark(path, ancestors);
  };
  const mark = (path: string, ancestors: string[]) => {
    hits.add(path);
    for (const a of ancestors) open.add(a);
  };
  walk(value, '', []);
  return { hits, open };
}
