import { createTwoFilesPatch } from 'diff';

/**
 * A git-style unified diff of a page's text between two runs (jsdiff), or null when it did not
 * change. Lines are compared, so a reworded paragraph shows as that paragraph, not the page.
 */
export function pageDiff(url: string, before: string, after: string): string | null {
  if (before === after) return null;
  return createTwoFilesPatch(url, url, `${before}\n`, `${after}\n`, 'last run', 'this run', {
    context: 2,
  });
}
