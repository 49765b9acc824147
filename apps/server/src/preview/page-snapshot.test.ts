import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { makeSnapshot } from './page-snapshot.js';

const page = `<!doctype html><html><head><title>T</title><meta http-equiv="refresh" content="0;url=https://evil.example/"><script>alert(1)</script><base href="https://wrong.example/"></head>
<body onload="steal()"><h1 onclick="x()">Hello</h1><a href="javascript:alert(1)">bad</a><a href="/ok">ok</a>
<iframe src="https://ads.example/"></iframe><object data="x.swf"></object><img src="pic.png" onerror="y()"><form action="javascript:z()"><button formaction="javascript:q()">go</button></form>
<noscript><img src="tracker.gif"></noscript><div srcdoc="<script>1</script>">s</div></body></html>`;

describe('makeSnapshot', () => {
  const html = makeSnapshot(page, 'https://site.example/dir/page.html', {
    head: '',
    body: '<script nonce="n">picker()</script>',
  });

  it('removes everything that runs or navigates', () => {
    expect(html).not.toMatch(
      /alert|steal|onclick|onerror|onload|javascript:|<iframe|<object|http-equiv|srcdoc|tracker/i,
    );
  });

  it('keeps the content and resolves relative addresses against the page', () => {
    expect(html).toContain('<h1>Hello</h1>');
    expect(html).toContain('<a href="/ok">ok</a>');
    expect(html).toContain('<img src="pic.png">');
    expect(html).toContain('<base href="https://site.example/dir/page.html">');
    expect(html).not.toContain('wrong.example');
  });

  it('adds only our own script', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="n">picker()</script>');
  });
});

/** Classic XSS and mutation-XSS shapes; each would call alert(n) if any part of it survived. */
const ATTACKS = [
  // The MathML namespace confusion that hand-written stripping let through (DOMPurify < 2.0.1).
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(2) src>">',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(3)>"></style></h1>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(4)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(5)>"></noscript>',
  '<svg><a xlink:href="javascript:alert(6)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(7) attributeName=x dur=1s></svg>',
  '<svg><a><animate attributeName="href" values="javascript:alert(8)"/><text y="9">x</text></a></svg>',
  '<a href="  jav&#x09;ascript:alert(9)">t</a><a href="data:text/html,<script>alert(10)</script>">d</a>',
  '<details open ontoggle=alert(11)>x</details><iframe srcdoc="<script>alert(12)</script>"></iframe>',
  '<template><img src=x onerror=alert(13)></template><object data="javascript:alert(14)"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(15)"><base href="javascript:alert(16)//">',
];

/** Whatever in the page a browser would run: handlers, scripts, frames, script URLs. */
function executableParts(snapshot: string, nonce: string): string[] {
  // cheerio parses with parse5 as the preview frame does (scripting on, so <noscript> holds
  // raw text) and its '*' reaches into <template> content.
  const $ = cheerio.load(snapshot);
  const found: string[] = [];
  $('*').each((_, node) => {
    const element = $(node);
    const tag = String(element.prop('tagName')).toLowerCase();
    const attributes = element.attr() ?? {};
    const markup = $.html(node);
    if (tag === 'script' && attributes.nonce !== nonce) found.push(markup);
    if (['iframe', 'frame', 'object', 'embed', 'meta', 'animate', 'set'].includes(tag)) {
      found.push(markup);
    }
    if (tag === 'base' && $('head > *').first()[0] !== node) found.push(markup);
    for (const [name, value] of Object.entries(attributes)) {
      const url = value.replace(/[\s\p{Cc}]/gu, '');
      if (
        /^on/i.test(name) ||
        name === 'srcdoc' ||
        /^(javascript|vbscript|data:text\/html)/i.test(url)
      ) {
        found.push(`${tag} ${name}=${value}`);
      }
    }
  });
  return found;
}

describe('makeSnapshot against XSS', () => {
  it.each(ATTACKS)('leaves nothing that can run in %s', (attack) => {
    const snapshot = makeSnapshot(
      `<!doctype html><html><head><title>T</title></head><body><p class="keep">Kept</p>${attack}</body></html>`,
      'https://site.example/',
      { head: '', body: '<script nonce="n">picker()</script>' },
    );
    expect(executableParts(snapshot, 'n')).toEqual([]);
    expect(snapshot).not.toMatch(/alert\(\d+\)/);
    expect(snapshot).toContain('<p class="keep">Kept</p>');
    expect(snapshot).toContain('<script nonce="n">picker()</script>');
  });

  it('keeps stylesheets and drops other links', () => {
    const snapshot = makeSnapshot(
      '<html><head><link rel="stylesheet" href="/site.css"><link rel="preload" href="/app.js" as="script"><link rel="manifest" href="/m.json"><link rel="stylesheet" href="javascript:alert(1)"></head><body></body></html>',
      'https://site.example/',
      { head: '', body: '' },
    );
    expect(snapshot).toContain('<link rel="stylesheet" href="/site.css">');
    expect(snapshot).not.toMatch(/app\.js|m\.json|javascript:/);
  });
});
