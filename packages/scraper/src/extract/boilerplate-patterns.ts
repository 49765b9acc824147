/**
 * The words and shapes of boilerplate, for boilerplate.ts. Each pattern describes a kind of
 * block found across news and blog sites (share bars, credits, newsletter pitches), never one
 * site's markup.
 */

/** Blocks that are never the article's own words, by element or ARIA role. */
export const NEVER_CONTENT = [
  'nav',
  'aside',
  'footer',
  'form',
  'button',
  'select',
  'input',
  'textarea',
  '[hidden]',
  '[aria-hidden="true"]',
  '[role="navigation"]',
  '[role="complementary"]',
  '[role="contentinfo"]',
  '[role="menu"]',
  '[role="menubar"]',
  '[role="search"]',
  '[role="banner"]',
  '[role="dialog"]',
].join(', ');

/** Class or id words of share bars, related links, newsletter sign-ups, ads and credits. */
const BOILERPLATE_WORDS = new Set([
  'share',
  'shares',
  'sharing',
  'sharebar',
  'sharetools',
  'social',
  'related',
  'newsletter',
  'subscribe',
  'subscription',
  'signup',
  'promo',
  'recommended',
  'recommendations',
  'recirc',
  'readmore',
  'advert',
  'advertisement',
  'ad',
  'ads',
  'adslot',
  'sponsored',
  'outbrain',
  'taboola',
  'breadcrumb',
  'breadcrumbs',
  'disqus',
]);
/** Names of lines rather than boxes: they count only on a short block (not "credit-card-offers"). */
const LINE_WORDS = new Set(['tags', 'taglist', 'credit', 'credits', 'copyright']);
const LINE_MAX_WORDS = 20;
const BOILERPLATE_PAIR =
  /^(?:more-(?:stories|news|articles|from|like-this)|read-more|sign-up|author-bio|about-author|print-only|further-reading)$/;
/**
 * Only short names count: a long id such as "sharing-with-a-single-developer" is a section
 * anchor made from a heading, not a share bar.
 */
const MAX_NAME_PARTS = 3;
const FEATURE_PREFIX = new Set(['has', 'with', 'no', 'is', 'can', 'show', 'hide', 'allow']);

/**
 * "comment" names both a comment section and, on review pages, each review's text: only a
 * block that opens like a comment section ("2 comments", "Leave a reply") is one.
 */
export const COMMENT_NAME = /(?:^|[\s_-])comments?(?:$|[\s_-])/i;
export const COMMENTS_OPENING =
  /^(?:\d+\s+)?(?:comments?|responses?|replies|reactions)\b|^(?:leave|post|add|write) a (?:comment|reply)\b|^join the (?:conversation|discussion)\b|^(?:show|view|load) (?:all )?comments\b/i;

export function boilerplateName(names: string, words: number): boolean {
  for (const name of names.split(/\s+/)) {
    const parts = name
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .split(/[-_]+/)
      .filter(Boolean);
    if (!parts.length || parts.length > MAX_NAME_PARTS) continue;
    // "has-shares", "with-related", "no-ads" describe a feature of the block, not the block.
    if (FEATURE_PREFIX.has(parts[0] ?? '')) continue;
    if (parts.some((part) => BOILERPLATE_WORDS.has(part))) return true;
    if (words <= LINE_MAX_WORDS && parts.some((part) => LINE_WORDS.has(part))) return true;
    if (
      BOILERPLATE_PAIR.test(parts.slice(-2).join('-')) ||
      BOILERPLATE_PAIR.test(parts.slice(0, 2).join('-'))
    )
      return true;
  }
  return false;
}

/** Whole short lines that are labels of widgets, not writing. */
export const WIDGET_LINE =
  /^(?:advertisement|advert|ad|sponsored( content)?|skip (this )?ad(vertisement)?|story continues below( advertisement)?|continue reading( below)?|scroll (down )?to continue.*|share|share (this|on|via|the|article|story)\b.*|tweet|pin it|email|print|save|copy link|follow (us|me|him|her)\b.*|sign up\b.*|subscribe\b.*|get (our|the) .*newsletter.*|newsletter|related|related (articles|stories|posts|content|reading|coverage|topics)|read more|more from\b.*|more stories\b.*|more on this\b.*|recommended( for you| stories| reading)?|you (may|might) (also )?like|(most )(read|popular|viewed|shared)|trending( now)?|also read|see also|comments?|\d+ comments?|leave a (comment|reply)|view comments|image|photo|video|getty images|reuters|ap|afp|[\d.,]+k? shares?|(download|get) (our|the) app\b.*|continue reading the (main )?(story|article)|(photo |image )?gallery\b.*|\d+ (photos|images|pictures)|exclusive)[\s:.!]*$/i;

/** A sentence selling the newsletter ("Sign up to get our briefing in your inbox"). */
export const NEWSLETTER_PITCH =
  /^(?=.*\b(?:newsletters?|inbox)\b)(?=.*\b(?:sign up|signup|subscribe|delivered|get (?:our|the))\b)/i;

/** A line at the top that is the byline, the date or the reading time. */
export const DATELINE =
  /^(?:written by\b|posted by\b|published\b|updated\b|last updated\b|posted\b|\d+\s*min(?:ute)?s?\s+read\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}\b)/i;
/** "By Jo Field": case matters, or "By the time…" would look like a byline. */
export const BYLINE_LINE = /^(?:By|BY)\s+\p{Lu}/u;

/** Lines that introduce a link elsewhere ("Read more: …", "Related: …"). */
export const LINK_LEAD =
  /^(?:read more|related|related topics|see also|also read|read also|more|more on|watch|listen|tags|topics|filed under|categories|posted in)\s*:/i;

/** A heading that opens a list of other articles. */
export const OTHER_ARTICLES_HEADING =
  /^(?:related|more (from|on|in|about|stories|articles|news|like this)|recommended|you (may|might) (also )?like|most (read|popular|viewed|shared)|trending|read (more|next)|what to read next|further reading|popular (now|stories)|latest (news|stories)|other stories|editor'?s picks|top stories)\b/i;

/** Photo and image credits, in a caption or on a line of their own. */
export const CREDIT =
  /\b(?:(?:photo|photograph|image|picture|illustration|graphic|video|footage)s?\s*(?:credit)?\s*(?::|by\b|courtesy\b)|credit\s*:|courtesy of\b|getty images|shutterstock|istock(?:photo)?|alamy|reuters\/|\/reuters|\bap photo|afp(?: via getty)?\b|epa-efe|\bepa\b|\/ap\b|\bsource:\s*supplied\b|\b(?:image|photo) source\s*:)|©/i;

/** A closing line with the writer's contact details or the site's copyright. */
export const CONTACT =
  /[\w.+-]+@[\w-]+\.[\w.]+|(?:^|\s)@\w{2,}|\bfollow (?:him|her|them|me|us)\b|\bcan be (?:reached|contacted)\b|\b(?:contact|email|e-mail|reach) (?:the )?(?:author|reporter|writer|him|her|them|us)\b|\ball rights reserved\b|^(?:copyright|©)|(?:©|\(c\)|copyright)\s*(?:\d{4}|by)\b|\bis on (?:twitter|x|instagram|facebook|mastodon|bluesky|threads)\b|\b(?:first )?(?:published|updated|posted)\b.*\b\d{4}\b/i;

/** A closing line about the writer: "Jo Field is a reporter for …". */
export const AUTHOR_BIO = /^(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}(?:is|IS)\s+(?:an?|the|AN?|THE)\s/u;
export const AUTHOR_ROLE =
  /\b(?:editor|reporter|writer|correspondent|columnist|contributor|journalist|author|freelancer)\b/i;
