/**
 * "$" is the dollar of the United States only by default: a page of Chile, Mexico, Canada or
 * Australia writes its own currency with it. The page says where it is from by its language's
 * region (`<html lang="es-CL">`) or its address (`tienda.cl`, `shop.com.au`).
 */
import type { CheerioAPI } from 'cheerio';

/** Countries whose own currency is written "$", by their region code (also their web domain). */
const DOLLAR_OF: Record<string, string> = {
  ar: 'ARS',
  au: 'AUD',
  bs: 'BSD',
  bz: 'BZD',
  ca: 'CAD',
  cl: 'CLP',
  co: 'COP',
  cu: 'CUP',
  do: 'DOP',
  fj: 'FJD',
  hk: 'HKD',
  jm: 'JMD',
  mx: 'MXN',
  na: 'NAD',
  nz: 'NZD',
  sg: 'SGD',
  tt: 'TTD',
  tw: 'TWD',
  uy: 'UYU',
};

const SEEN = new WeakMap<CheerioAPI, string | null>();

/** The currency a bare "$" means on this page, when the page says it is not American. */
export function localDollar($: CheerioAPI, pageUrl: string): string | null {
  const known = SEEN.get($);
  if (known !== undefined) return known;
  const lang = ($.root().children('html').attr('lang') ?? '').toLowerCase();
  const region = /^[a-z]{2,3}[-_]([a-z]{2})\b/.exec(lang)?.[1];
  let host = '';
  try {
    host = new URL(pageUrl).hostname.toLowerCase();
  } catch {
    host = '';
  }
  const domain = /\.([a-z]{2})$/.exec(host)?.[1];
  const code = (region && DOLLAR_OF[region]) ?? (domain && DOLLAR_OF[domain]) ?? null;
  SEEN.set($, code);
  return code;
}

/** A "$" with nothing to say whose dollar it is ("US$", "USD", "C$" say so). */
export function isBareDollar(text: string): boolean {
  return /\$/.test(text) && !/[A-Za-z]\$|\b[A-Z]{3}\b|\$[A-Za-z]/.test(text);
}
