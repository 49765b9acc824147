import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls this element into view when the URL's #anchor names it. Pages load lazily, after the
 * router has already tried (and failed) to find the anchor.
 */
export function useHashTarget<T extends HTMLElement>(id: string) {
  const ref = useRef<T>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${id}`) ref.current?.scrollIntoView();
  }, [hash, id]);
  return ref;
}
