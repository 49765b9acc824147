import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The page arrives after the URL does (a lazy chunk): bring its #anchor into view once drawn.
 * An anchor inside the API reference (`#api-reference/tag/keys/…`, written by its renderer)
 * brings that section into view, which loads the renderer, which then finds its own place.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id) ?? document.getElementById(id.split('/')[0] ?? '');
    target?.scrollIntoView();
  }, [hash]);
}
