import * as cheerio from 'cheerio';

/** Elements that run code, embed other documents or navigate by themselves. */
const ACTIVE =
  'script, noscript, iframe, frame, frameset, object, embed, applet, portal, meta[http-equiv], link[rel=preload], link[rel=modulepreload], link[rel=prefetch], link[rel=manifest], base';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data'];

/**
 * A static copy of a page for the preview: nothing in it can run or navigate, and relative
 * addresses resolve against the page through <base>. The frame is also sandboxed and served
 * with a CSP that only lets our picker run; this is the first of those layers.
 */
export function makeSnapshot(
  html: string,
  pageUrl: string,
  inject: { head: string; body: string },
): string {
  const $ = cheerio.load(html);
  $(ACTIVE).remove();
  $('*').each((_, element) => {
    const attribs: Record<string, string> = 'attribs' in element ? element.attribs : {};
    for (const name of Object.keys(attribs)) {
      const value = attribs[name] ?? '';
      if (
        name.startsWith('on') ||
        name === 'srcdoc' ||
        (URL_ATTRIBUTES.includes(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(value))
      ) {
        $(element).removeAttr(name);
      }
    }
  });
  $('head').prepend(`<base href="${escapeAttribute(pageUrl)}">${inject.head}`);
  $('body').append(inject.body);
  return $.html();
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
