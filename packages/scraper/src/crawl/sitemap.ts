import type { Fetcher } from '../fetcher.js';

const MAX_SITEMAP_FILES = 20;
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Page URLs listed in a site's sitemaps: those named by robots.txt and /sitemap.xml, following
 * sitemap indexes. Missing or broken sitemaps simply add nothing.
 */
export async function discoverSitemapUrls(
  fetcher: Fetcher,
  origin: string,
  limit: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const declared = fetcher.options.respectRobots
    ? await fetcher.robots.sitemaps(origin, signal).catch(() => [])
    : [];
  const queue = [...new Set([...declared, `${origin}/sitemap.xml`])];
  const visited = new Set<string>();
  const pages: string[] = [];
  while (queue.length > 0 && visited.size < MAX_SITEMAP_FILES && pages.length < limit) {
    const sitemapUrl = queue.shift() ?? '';
    if (visited.has(sitemapUrl)) continue;
    visited.add(sitemapUrl);
    let xml: string;
    try {
      const response = await fetcher.http.fetch(sitemapUrl, {
        signal,
        maxBodyBytes: SITEMAP_MAX_BYTES,
      });
      xml = response.html;
    } catch {
      continue;
    }
    const locations = [
      ...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]\s]+)\s*(?:\]\]>)?\s*<\/loc>/gi),
    ].map((match) => decodeXml(match[1] ?? ''));
    if (/<sitemapindex[\s>]/i.test(xml)) queue.push(...locations);
    else pages.push(...locations.slice(0, limit - pages.length));
  }
  return pages;
}

function decodeXml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}
