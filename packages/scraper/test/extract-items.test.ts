import { describe, expect, it } from 'vitest';
import {
  extractItems,
  extractMainContent,
  extractMetadata,
  parsePage,
  selectLinkHrefs,
} from '../src/index.js';
import { fixture } from './fixtures.js';

const PAGE = 'https://site.example/reports/2024.html';

describe('extractItems', () => {
  it('reads tables with headers and expanded spans', () => {
    const items = extractItems(fixture('tables.html'), PAGE, [
      { type: 'table', selector: 'table' },
    ]);
    expect(items.map((item) => item.content)).toEqual([
      {
        headers: ['Name', 'Population'],
        rows: 2,
        columns: 2,
        data: [
          ['Oslo', '709,037'],
          ['Bergen', '291,940'],
        ],
      },
      {
        headers: ['Region', 'Region', 'Total'],
        rows: 2,
        columns: 3,
        data: [
          ['North', 'A', '1'],
          ['North', 'B', '2'],
        ],
      },
    ]);
    expect(items[0]).toMatchObject({ type: 'table', selector: 'table', url: PAGE });
  });

  it('reads forms with labels, types and required flags', () => {
    const [form] = extractItems(fixture('tables.html'), PAGE, [
      { type: 'form', selector: '#signup' },
    ]);
    expect(form?.content).toEqual({
      action: 'https://site.example/subscribe',
      method: 'POST',
      fields: [
        { name: 'email', type: 'email', label: 'E-mail address', required: true },
        { name: 'name', type: 'text', label: 'Your name', required: false },
        { name: 'plan', type: 'select', label: 'Plan', required: false },
        { name: 'note', type: 'textarea', label: 'Anything else?', required: false },
        { name: 'token', type: 'hidden', label: 'token', required: false },
      ],
    });
  });

  it('reads images and links with absolute URLs', () => {
    const html = fixture('media.html');
    const images = extractItems(html, PAGE, [{ type: 'image', selector: '.gallery' }]);
    expect(images.map((item) => item.content)).toEqual([
      { alt: 'First', src: 'https://site.example/img/a.png' },
      { alt: '', src: 'https://site.example/reports/b.png' },
    ]);
    expect(images[0]!.confidence).toBeGreaterThan(images[1]!.confidence);
    const links = extractItems(html, PAGE, [{ type: 'link', selector: 'nav a' }]);
    expect(links.map((item) => item.content)).toEqual([
      { text: 'Home', href: 'https://site.example/' },
      { text: 'Elsewhere', href: 'https://other.example/x' },
    ]);
    const texts = extractItems(html, PAGE, [{ type: 'text', selector: '.files li' }]);
    expect(texts[0]).toMatchObject({ type: 'text', content: 'Report (PDF)' });
  });

  it('gives the absolute hrefs a selector matches or holds, as link items would, and none for a bad selector', () => {
    const page = parsePage(fixture('media.html'), PAGE);
    const hrefs = (selector: string) => selectLinkHrefs(page, selector);
    expect(hrefs('nav a')).toEqual(['https://site.example/', 'https://other.example/x']);
    expect(hrefs('ul.files')).toEqual([
      'https://site.example/files/report.pdf',
      'https://site.example/reports/data/figures.xlsx?v=2',
      'https://site.example/files/report.pdf',
      'https://site.example/about.html',
    ]);
    const asItems = extractItems(fixture('media.html'), PAGE, [
      { type: 'link', selector: 'a[href]' },
    ]);
    expect(hrefs('a[href]')).toEqual(
      asItems.map((item) => (item.content as { href: string }).href),
    );
    expect(hrefs('a[[')).toEqual([]);
  });

  it('reads text as a reader sees it: never script or style source, blocks apart', () => {
    const markup = `<html><body><section class="note"><p>Ships in two days</p><script>window.dataLayer = [{"sku": 1}]; function track() {}</script><style>.note { color: red }</style><noscript>Turn on JavaScript</noscript><p>Free returns</p></section></body></html>`;
    expect(
      extractItems(markup, 'http://x.test/', [{ type: 'text', selector: '.note' }]).map(
        (item) => item.content,
      ),
    ).toEqual(['Ships in two days Free returns']);
  });

  it('with no selectors, returns download links then every link', () => {
    const items = extractItems(fixture('media.html'), PAGE);
    expect(items[0]).toMatchObject({
      type: 'download_links',
      content: [
        { text: 'Report (PDF)', href: 'https://site.example/files/report.pdf', extension: 'pdf' },
        {
          text: 'Figures',
          href: 'https://site.example/reports/data/figures.xlsx?v=2',
          extension: 'xlsx',
        },
      ],
    });
    expect(items.filter((item) => item.type === 'link')).toHaveLength(6);
  });
});

describe('metadata and main content', () => {
  it('collects JSON-LD, microdata, OpenGraph, title and description', () => {
    const metadata = extractMetadata(fixture('media.html'), PAGE);
    expect(metadata).toMatchObject({
      title: 'Annual report',
      description: 'Our year in numbers.',
      canonical: 'https://site.example/report',
      language: 'en',
      openGraph: { title: 'Annual report 2024', image: 'https://cdn.example/og.png' },
      jsonLd: [
        { '@type': 'Organization', name: 'Example Ltd' },
        { '@type': 'Report', name: 'Annual report' },
      ],
      microdata: [
        {
          type: 'https://schema.org/Product',
          properties: {
            name: ['Widget'],
            offers: [
              {
                type: 'https://schema.org/Offer',
                properties: { price: ['9.99'], priceCurrency: ['EUR'] },
              },
            ],
          },
        },
      ],
    });
    const [item] = extractItems(fixture('media.html'), PAGE, [
      { type: 'metadata', selector: 'head' },
    ]);
    expect(item?.type).toBe('metadata');
  });

  it('finds the article and renders it as text and Markdown', () => {
    const content = extractMainContent(fixture('article.html'), 'https://blog.example/gleaning');
    expect(content?.title).toBe('How gleaning works');
    expect(content?.text).toContain('Gleaning is the act of collecting leftover crops');
    expect(content?.text).not.toContain('Copyright');
    expect(content?.markdown).toContain('Modern gleaning groups partner with farms');
  });
});
