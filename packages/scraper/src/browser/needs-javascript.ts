import { Parser } from 'htmlparser2';

const EMPTY_APP_ROOT =
  /<div[^>]+id=["'](?:root|app|__next|__nuxt|svelte|main-app)["'][^>]*>\s*<\/div>/i;
const NOSCRIPT_WARNING =
  /<noscript[^>]*>[^<]*(?:<[^/][^>]*>[^<]*)*(?:enable|requires?|turn on|need)[^<]*javascript/i;
const MIN_TEXT = 200;

/**
 * Whether an HTML page only shows its content after JavaScript runs: an empty app root, a
 * "please enable JavaScript" notice, or scripts with hardly any visible text.
 */
export function needsJavaScript(html: string): boolean {
  if (EMPTY_APP_ROOT.test(html) || NOSCRIPT_WARNING.test(html)) return true;
  let textLength = 0;
  let scripts = 0;
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'script') scripts++;
        if (name === 'script' || name === 'style' || name === 'noscript' || name === 'template')
          skipDepth++;
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style' || name === 'noscript' || name === 'template')
          skipDepth--;
      },
      ontext(text) {
        if (skipDepth === 0) textLength += text.replace(/\s+/g, '').length;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return scripts > 0 && textLength < MIN_TEXT;
}
