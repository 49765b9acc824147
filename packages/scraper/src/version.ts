import { PRODUCT_VERSION } from '@gleaner/shared';

/** The product token robots.txt rules are matched against. */
export const ROBOTS_AGENT = 'GleanerBot';
export const DEFAULT_USER_AGENT = `${ROBOTS_AGENT}/${PRODUCT_VERSION} (+https://github.com/gleaner)`;
