import { useCallback, useRef, useState, type RefObject } from 'react';

/**
 * Which sections mention every word of the query. It reads the sections' own rendered text
 * (hidden ones too), so what is searched is exactly what is shown, CLI help included.
 */
export function useSectionSearch(ids: readonly string[]) {
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<ReadonlySet<string>>(() => new Set(ids));
  const container: RefObject<HTMLDivElement | null> = useRef(null);

  const search = useCallback(
    (next: string) => {
      setQuery(next);
      const words = next.toLowerCase().split(/\s+/).filter(Boolean);
      const found = new Set<string>();
      for (const id of ids) {
        const text = container.current?.querySelector(`#${id}`)?.textContent?.toLowerCase() ?? '';
        if (words.every((word) => text.includes(word))) found.add(id);
      }
      setMatches(found);
    },
    [ids],
  );

  return { query, search, matches, container };
}
