import { describe, expect, it } from 'vitest';
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
