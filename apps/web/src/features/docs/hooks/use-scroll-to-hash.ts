import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page arrives after the URL does (a lazy chunk): bring its #anchor into view once drawn. */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
