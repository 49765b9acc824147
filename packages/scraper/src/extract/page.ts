import { randomUUID } from 'node:crypto';
import type * as Cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import type { CapturedItem, ItemType } from '@gleaner/shared';
import { lazy } from '../lazy.js';
import { limitNesting } from './limit-nesting.js';

const cheerio = lazy<typeof Cheerio>('cheerio');

/** A parsed page: the document plus the URL that relative links resolve against. */
export interface ParsedPage {
  $: CheerioAPI;
  pageUrl: string;
  /** pageUrl, or the page's <base href> resolved against it. */
  baseUrl: string;
}

export function parsePage(html: string, pageUrl: string): ParsedPage {
  // Every reader of the tree recurses per level: a page's depth is bounded before it is built.
  const $ = cheerio().load(limitNesting(html).html);
  return { $, pageUrl, baseUrl: baseUrlOf($, pageUrl) };
}

function baseUrlOf($: CheerioAPI, pageUrl: string): string {
  const href = $('base[href]').first().attr('href');
  if (!href) return pageUrl;
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return pageUrl;
  }
}

/** Builds captured items that share one timestamp and page URL. */
export function itemFactory(
  pageUrl: string,
): (type: ItemType, content: unknown, selector: string, confidence: number) => CapturedItem {
  const timestamp = new Date().toISOString();
  return (type, content, selector, confidence) => ({
    id: randomUUID(),
    type,
    content,
    selector,
    timestamp,
    confidence: Math.max(0, Math.min(1, Math.round(confidence * 100) / 100)),
    url: pageUrl,
  });
}
