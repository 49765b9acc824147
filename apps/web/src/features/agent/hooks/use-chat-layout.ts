import { useEffect, useState } from 'react';

/** Wide enough to keep the workspace readable beside a docked chat (Tailwind's `lg`). */
const DOCKABLE = '(min-width: 1024px)';
/** From this width the chat opens docked: floating, it would cover a third of the workspace. */
const DOCKED_BY_DEFAULT = '(min-width: 1280px)';
const DOCK_KEY = 'gleaner-chat-docked';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

function storedDock(): boolean | null {
  try {
    const value = localStorage.getItem(DOCK_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

/**
 * Where the chat window sits: docked beside the workspace (the page makes room for it), floating
 * over it, or minimised to its title bar. The dock choice is remembered on this browser.
 */
export function useChatLayout() {
  const [docked, setDocked] = useState(() => storedDock() ?? matches(DOCKED_BY_DEFAULT));
  const [minimised, setMinimised] = useState(false);
  const [dockable, setDockable] = useState(() => matches(DOCKABLE));

  useEffect(() => {
    const query = window.matchMedia(DOCKABLE);
    const update = () => setDockable(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const besideWorkspace = docked && dockable && !minimised;
  useEffect(() => {
    if (!besideWorkspace) return;
    // index.css gives the page a right margin the width of the docked chat.
    document.documentElement.dataset.chatDocked = '';
    return () => void delete document.documentElement.dataset.chatDocked;
  }, [besideWorkspace]);

  const toggleDock = () => {
    setDocked((current) => {
      try {
        localStorage.setItem(DOCK_KEY, String(!current));
      } catch {
        // Storage unavailable: the choice lasts as long as the page.
      }
      return !current;
    });
    setMinimised(false);
  };
  return {
    docked: besideWorkspace,
    dockable,
    minimised,
    toggleDock,
    toggleMinimised: () => setMinimised((current) => !current),
  };
}
