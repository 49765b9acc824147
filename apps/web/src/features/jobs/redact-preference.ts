import { useSyncExternalStore } from 'react';

/** Whether exports mask personal data: set by the menus' switch or by "remove personal data". */
const STORAGE_KEY = 'gleaner.redactExports';
const listeners = new Set<() => void>();
/** Where the choice lives when storage is refused (private mode): until the page closes. */
let memory: boolean | undefined;

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setRedactExports(enabled: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(enabled));
  } catch {
    memory = enabled;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The switch every export menu shows, shared by all of them and kept across visits. */
export function useRedactExports(): [boolean, (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, () => memory ?? read());
  return [enabled, setRedactExports];
}
