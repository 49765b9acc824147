import { useCallback, useMemo, useState } from 'react';

/** Multi-select over ids; ids that disappear from `ids` stop counting. */
export function useSelection(ids: string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => new Set(ids.filter((id) => chosen.has(id))), [ids, chosen]);
  const toggle = useCallback((id: string) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const setAll = useCallback((on: boolean) => setChosen(new Set(on ? ids : [])), [ids]);
  return { selected, toggle, setAll };
}
