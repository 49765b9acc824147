import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Loads a CommonJS module on first use. cheerio, linkedom, Readability and turndown take a
 * few hundred milliseconds to import, and a plain crawl or fetch never needs them.
 */
export function lazy<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
