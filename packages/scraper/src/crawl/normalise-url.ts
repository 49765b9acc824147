const TRACKING_PARAMS =
  /^(?:utm_[a-z_]+|fbclid|gclid|gclsrc|dclid|msclkid|yclid|mc_cid|mc_eid|_ga|_gl|igshid|_hsenc|_hsmi|mkt_tok|ref_src|oly_anon_id|oly_enc_id|vero_id|wickedid)$/i;

/**
 * One spelling per page, so the same page is fetched once: no fragment, no default port, no
 * tracking parameters, query parameters sorted. Null for anything but http(s).
 */
export function normaliseUrl(raw: string, base?: string): string | null {
  return normalisedUrl(raw, base)?.href ?? null;
}

/** As `normaliseUrl`, keeping the parsed URL for callers that look at its parts. */
export function normalisedUrl(raw: string, base?: string): URL | null {
  let url: URL;
  try {
    url = base === undefined ? new URL(raw) : new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  if (url.search) {
    const kept = [...url.searchParams].filter(([name]) => !TRACKING_PARAMS.test(name));
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    url.search = kept.length ? new URLSearchParams(kept).toString() : '';
  }
  return url;
}
