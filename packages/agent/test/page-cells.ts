/** Pages written in tests with the noise real ones carry, and the cells a plan reads wrong on them. */
import { rowsFor } from './plan-rows.js';

type Row = Record<string, unknown>;

/** A whole document: its head, a header with navigation, a cookie banner, `body` and a footer. */
export const site = (head: string, body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Site</title>${head}</head><body><div id="cookie-banner" class="cookie-consent" role="dialog"><p>We use cookies to improve your experience. <a href="/cookies">Learn more</a></p><button>Accept all</button><button>Reject</button></div><header class="site-header"><a class="logo" href="/"><img src="/logo.svg" alt="Home"></a><nav><ul><li><a href="/news">News</a></li><li><a href="/events">Events</a></li><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li></ul></nav><form role="search"><input name="q" placeholder="Search"></form></header>${body}<footer class="site-footer"><div class="newsletter"><h4>Sign up to our newsletter</h4><input type="email" placeholder="Your email"><button>Subscribe</button></div><p>© 2026 All rights reserved. 1 Market Street, Leeds LS1 6DT</p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer></body></html>`;

/** The cells read differently from `want`, one line each ('0.price: got …, want …'). */
export function wrongCells(request: string, html: string, url: string, want: Row[]): string[] {
  const rows = rowsFor(request, html, url) as Row[];
  const wrong = want.flatMap((expected, index) =>
    Object.entries(expected)
      .filter(([field, value]) => {
        const got = rows[index]?.[field];
        return value instanceof RegExp
          ? typeof got !== 'string' || !value.test(got)
          : JSON.stringify(got) !== JSON.stringify(value);
      })
      .map(
        ([field, value]) =>
          `${index}.${field}: got ${JSON.stringify(rows[index]?.[field])}, want ${String(value instanceof RegExp ? value : JSON.stringify(value))}`,
      ),
  );
  return rows.length === want.length
    ? wrong
    : [...wrong, `records: got ${rows.length}, want ${want.length}`];
}
