import robotsParserModule from 'robots-parser';
import type { HttpEngine } from '../http/http-engine.js';
import { ROBOTS_AGENT } from '../version.js';

// robots-parser is CommonJS whose typings declare an ES default export; depending on the loader
// the default import is the function itself or a namespace holding it.
type RobotsParser = typeof robotsParserModule.default;
const robotsParser: RobotsParser =
  typeof robotsParserModule === 'function' ? robotsParserModule : robotsParserModule.default;

interface RobotsRules {
  isAllowed(url: string): boolean;
  crawlDelayMs: number | undefined;
  sitemaps: string[];
}

const ALLOW_ALL: RobotsRules = { isAllowed: () => true, crawlDelayMs: undefined, sitemaps: [] };
const DISALLOW_ALL: RobotsRules = { isAllowed: () => false, crawlDelayMs: undefined, sitemaps: [] };
/** RFC 9309 asks crawlers to read at least 500 KiB of robots.txt. */
const ROBOTS_MAX_BYTES = 512 * 1024;

/** robots.txt per origin, fetched once and cached for the life of the fetcher. */
export class RobotsCache {
  readonly #rules = new Map<string, Promise<RobotsRules>>();
  readonly #http: HttpEngine;

  constructor(http: HttpEngine) {
    this.#http = http;
  }

  async isAllowed(url: string, signal?: AbortSignal): Promise<boolean> {
    return (await this.#get(url, signal)).isAllowed(url);
  }

  async crawlDelayMs(url: string, signal?: AbortSignal): Promise<number | undefined> {
    return (await this.#get(url, signal)).crawlDelayMs;
  }

  async sitemaps(url: string, signal?: AbortSignal): Promise<string[]> {
    return (await this.#get(url, signal)).sitemaps;
  }

  #get(url: string, signal?: AbortSignal): Promise<RobotsRules> {
    const origin = new URL(url).origin;
    let rules = this.#rules.get(origin);
    if (!rules) {
      rules = this.#load(origin, signal);
      this.#rules.set(origin, rules);
    }
    return rules;
  }

  async #load(origin: string, signal?: AbortSignal): Promise<RobotsRules> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const response = await this.#http.fetch(robotsUrl, {
        signal,
        maxBodyBytes: ROBOTS_MAX_BYTES,
        acceptErrorStatus: true,
      });
      // RFC 9309: a missing robots.txt allows everything; a server error means stay away for now.
      if (response.status >= 500) return DISALLOW_ALL;
      if (response.status >= 400) return ALLOW_ALL;
      const robots = robotsParser(robotsUrl, response.html);
      const delay = robots.getCrawlDelay(ROBOTS_AGENT);
      return {
        isAllowed: (target) => robots.isAllowed(target, ROBOTS_AGENT) !== false,
        crawlDelayMs: delay === undefined ? undefined : Math.min(delay, 60) * 1000,
        sitemaps: robots.getSitemaps(),
      };
    } catch {
      // Unreachable robots.txt: the page fetch that follows will report the real problem.
      this.#rules.delete(origin);
      return ALLOW_ALL;
    }
  }
}
