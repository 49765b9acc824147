/** "(Hardcover)", "(Mass Market Paperback)", "– Paperback", "[Blu-ray]": an edition after a title. */
import { VALUE_WORDS } from '../vocabulary/value-words.js';
import { regexEscape } from './values.js';

const FORMAT_WORDS = [...(VALUE_WORDS.format ?? [])].map(regexEscape).join('|');
/** The format, in brackets (a few words may qualify it) or after a dash. */
const FORMAT = String.raw`\s*(?:[([](?:[^)\]]{0,30}\s)?(?:${FORMAT_WORDS})\b[^)\]]*[)\]]|[–—-]\s*(?:${FORMAT_WORDS})\b.*)`;

/** The title in group 1, the format after it left out. */
export const FORMAT_SUBTITLE = new RegExp(String.raw`^(.+?)${FORMAT}$`, 'i');

/**
 * The pattern a plan carries: the format optional, so a title without one reads whole; the job's
 * engine (RE2) takes the case flag inside the pattern.
 */
export const FORMAT_SUBTITLE_PATTERN = String.raw`(?i)^(.+?)(?:${FORMAT})?$`;
