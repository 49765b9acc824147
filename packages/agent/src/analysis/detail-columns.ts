import type { CheerioAPI } from 'cheerio';
import type { ValueKind } from '@gleaner/shared';
import { parsePrice } from '@gleaner/scraper';
import { isText } from 'domhandler';
import type { AgentFieldSpec, ColumnInfo } from '../types.js';
import type { Element } from './dom.js';
import {
  childElements,
  classesOf,
  elementAfter,
  isElement,
  closestTag,
  inChrome,
  inNeighbourBlock,
  isLeafValue,
  ownText,
  parentElement,
  safeSelect,
  stableClasses,
  tagOf,
  textOf,
} from './dom.js';
import { FIELD_WORDS, nameFromTokens, nameTokens } from './naming.js';
import { STRUCK_STYLE, uniqueSelector } from './selectors.js';
import { dateAttribute } from './value-nodes.js';
import { contactColumns } from './contact-links.js';
import { shownRating } from './shown-ratings.js';
import { isSplitPrice } from './split-prices.js';
import { conceptOf } from '../vocabulary/field-words.js';
import { FORMER_PRICE_LABEL, FORMER_PRICE_TEXT } from '../vocabulary/former-price.js';
import { FORMAT_SUBTITLE, FORMAT_SUBTITLE_PATTERN } from '../text/format-subtitle.js';
import {
  cleanText,
  isAvailability,
  isInterfaceText,
  isPrice,
  isRatingClass,
  isRatingText,
  propertyName,
  regexEscape,
  shapeOf,
  slugify,
} from '../text/values.js';

/**
 * Values inside these are read by other means (tables) or are not values (buttons, form
 * controls). A form itself is no reason: shops wrap the whole product in their add-to-cart form.
 */
const SKIPPED_AROUND = new Set(['table', 'button', 'select', 'textarea', 'script', 'style']);

/** Most microdata properties named on one page. */
const MAX_ITEMPROPS = 60;

function column(
  name: string,
  selector: string,
  kind: ValueKind,
  sample: string,
  extra: Partial<AgentFieldSpec> = {},
  aliases: string[] = [],
): ColumnInfo {
  return {
    name,
    aliases,
    shape:
      kind === 'price'
        ? 'price'
        : kind === 'rating'
          ? 'rating'
          : kind === 'url'
            ? 'url'
            : kind === 'image'
              ? 'image'
              : shapeOf(sample),
    spec: { name, selector, kind, ...extra },
    coverage: 1,
    samples: sample ? [sample] : [],
    isTitle: false,
  };
}

function kindOfValue(text: string): ValueKind {
  const shape = shapeOf(text);
  return shape === 'price' ? 'price' : shape === 'number' ? 'number' : 'text';
}

/** A selector for a value cell keyed by its label cell, checked to find that very cell. */
function labelledSelector(
  $: CheerioAPI,
  labelTag: string,
  label: string,
  value: Element,
  fallback: string,
): string {
  if (!/["\\]/.test(label)) {
    const candidate =
      labelTag === 'th' || labelTag === 'td'
        ? `tr:has(> ${labelTag}:contains("${label}")) > td`
        : `${labelTag}:contains("${label}") + dd`;
    const found = safeSelect($, candidate);
    if (found[0] === value) return candidate;
  }
  return fallback;
}

function keyValueColumns($: CheerioAPI): ColumnInfo[] {
  const columns: ColumnInfo[] = [];
  $('tr').each((_, row) => {
    const cells = $(row).children('th, td').toArray();
    const [label, value] = cells;
    if (cells.length !== 2 || !label || !value || tagOf(value) !== 'td') return;
    const labelText = cleanText($(label).text()).replace(/:$/, '');
    const valueText = cleanText($(value).text());
    if (!labelText || labelText.length > 40 || !valueText) return;
    const selector = labelledSelector($, tagOf(label), labelText, value, uniqueSelector($, value));
    const kind = kindOfValue(valueText);
    columns.push(column(slugify(labelText), selector, kind, valueText));
  });
  $('dt').each((_, term) => {
    const definition = $(term).next('dd').get(0);
    const labelText = cleanText($(term).text()).replace(/:$/, '');
    if (!definition || !labelText || labelText.length > 40) return;
    const valueText = cleanText($(definition).text());
    const selector = labelledSelector(
      $,
      'dt',
      labelText,
      definition,
      uniqueSelector($, definition),
    );
    columns.push(column(slugify(labelText), selector, kindOfValue(valueText), valueText));
  });
  return columns;
}

/** Whether a link leads to the site's front page ("Home" at the start of a trail). */
function isHomeLink(link: Element): boolean {
  const href = link.attribs.href ?? '';
  try {
    return new URL(href, 'http://page.invalid/x/y').pathname.replace(/\/index\.\w+$/, '/') === '/';
  } catch {
    return false;
  }
}

/**
 * The breadcrumb trail: the item before the current page names its category, and the links
 * after the front page, in order, are its category path.
 */
function breadcrumbColumns($: CheerioAPI): ColumnInfo[] {
  const trail = $(
    '[class*="breadcrumb"], [aria-label*="breadcrumb" i], [itemtype*="BreadcrumbList"]',
  ).first();
  if (!trail.length) return [];
  const items = trail.find('li').toArray();
  // Icon links beside the trail (previous / next product) are no step of it.
  const links = trail
    .find('a')
    .toArray()
    .filter((link) => textOf($, link).length > 0);
  const last = links[links.length - 1];
  if (!last || links.length < 2) return [];
  const base = uniqueSelector($, trail.get(0) as Element);
  const selector =
    items.length >= 2 && $(items[items.length - 1] as Element).find('a').length === 0
      ? `${base} li:nth-last-child(2) a`
      : uniqueSelector($, last);
  if (safeSelect($, selector)[0] !== last) return [];
  const columns = [
    column('category', selector, 'text', cleanText($(last).text()), {}, ['genre', 'section']),
  ];
  const steps = links[0] && isHomeLink(links[0]) ? links.slice(1) : links;
  // The trail's links by the class they share, so icons and menus inside the trail stay out.
  const shared = stableClasses(last).find((name) =>
    steps.every((link) => classesOf(link).includes(name)),
  );
  const anchor = shared ? `a.${shared}` : 'a';
  const candidates =
    steps.length < links.length
      ? [`${base} li:not(:first-child) ${anchor}`, `${base} ${anchor}:not(:first-of-type)`]
      : [`${base} ${anchor}`];
  const path = candidates.find((candidate) => {
    const found = safeSelect($, candidate);
    return found.length === steps.length && found.every((link, index) => link === steps[index]);
  });
  if (path)
    columns.push(
      column(
        'categories',
        path,
        'text',
        steps.map((link) => cleanText($(link).text())).join(', '),
        { multiple: true },
        ['category_path', 'breadcrumbs', 'breadcrumb', 'path', 'genres', 'sections'],
      ),
    );
  return columns;
}

/** "Product Description" as a heading, the text in the element after it. */
function descriptionColumn($: CheerioAPI): ColumnInfo | null {
  const marked = $('[id*="description" i], [class*="description" i]')
    .toArray()
    .find((element) => !inChrome(element) && tagOf(element) !== 'meta');
  if (marked) {
    const text = textOf($, marked);
    if (text.length > 60) {
      // "Synopsis" heading the section it opens is the section's name, not its first words.
      const first = childElements(marked)[0];
      const heading = first && /^h[1-6]$/.test(tagOf(first)) ? textOf($, first) : '';
      if (heading && heading.length <= 40 && text.startsWith(heading) && !/["\\]/.test(heading))
        return column(
          'description',
          uniqueSelector($, marked),
          'text',
          text.slice(heading.length).trim(),
          {
            pattern: `^${regexEscape(heading)}\\s*([\\s\\S]+)$`,
          },
        );
      return column('description', uniqueSelector($, marked), 'text', text);
    }
    const next = $(marked)
      .nextAll()
      .toArray()
      .find((element) => textOf($, element).length > 60);
    if (next) {
      const selector = `${uniqueSelector($, marked)} ~ ${tagOf(next)}`;
      if (safeSelect($, selector)[0] === next)
        return column('description', selector, 'text', textOf($, next), {}, ['summary']);
    }
  }
  const meta = $('meta[name="description"]').attr('content');
  if (meta && cleanText(meta).length > 20)
    return column('description', 'meta[name="description"]', 'text', cleanText(meta), {
      attribute: 'content',
    });
  return null;
}

/**
 * Words naming a value from its classes, or from a wrapper that holds nothing else:
 * `<div class="brand"><a>Samsung</a></div>` names "Samsung" a brand.
 */
function wrapperTokens($: CheerioAPI, element: Element, text: string): string[] {
  const tokens: string[] = [];
  let node: Element | null = element;
  for (let depth = 0; node && depth < 3; depth += 1) {
    tokens.push(...stableClasses(node).flatMap(nameTokens));
    node = parentElement(node);
    if (!node || tagOf(node) === 'body' || textOf($, node) !== text) break;
  }
  return tokens;
}

const FORMER_PRICE_CLASS =
  /\b(?:was|old|regular|list|before|original|compare|strike|crossed|previous|rrp|msrp|mrp|uvp|statt|streich\w*|alt|alter|ancien|barre|anterior|antigo|listino|van prijs)\b/i;

/**
 * A price a shop crossed out: inside `<del>`/`<s>`, classed "was", "old", "regular", "alter-preis"…,
 * or said to be one by the words it opens with ("UVP 1.499,00 €", "List Price: $15.99").
 */
function isFormerPrice($: CheerioAPI, element: Element): boolean {
  return (
    FORMER_PRICE_CLASS.test((element.attribs.class ?? '').replace(/[-_]/g, ' ')) ||
    shownAsFormer($, element)
  );
}

/**
 * Former by what a person sees: struck out, or said in words ("UVP", "Was"). A class says less:
 * "product-detail-price with-list-price" is the price now, classed for the list price beside it.
 */
function shownAsFormer($: CheerioAPI, element: Element): boolean {
  return (
    closestTag(element, (tag) => tag === 'del' || tag === 's' || tag === 'strike') !== null ||
    STRUCK_STYLE.test(element.attribs.style ?? '') ||
    FORMER_PRICE_TEXT.test(BLOCK_PATTERNS.has(element) ? ownText(element) : textOf($, element)) ||
    FORMER_PRICE_LABEL.test(previousText($, element))
  );
}

/** The text of the element just before, where a price's own label sits ("M.R.P.:", "Was"). */
function previousText($: CheerioAPI, element: Element): string {
  let previous = element.prev;
  while (previous && !isElement(previous) && !(isText(previous) && previous.data.trim()))
    previous = previous.prev;
  if (!previous) return '';
  return isElement(previous)
    ? textOf($, previous)
    : cleanText(isText(previous) ? previous.data : '');
}

/**
 * The page's title as a person reads it: the heading's own title part when the heading also
 * holds a subtitle (`<h1><span id="productTitle">…</span> <span>Hardcover – 2021</span></h1>`),
 * without a format written after it ("The Quiet Garden (Hardcover)").
 */
function titleOf(
  $: CheerioAPI,
  heading: Element,
  isH1: boolean,
): { selector: string; sample: string; extra: Partial<AgentFieldSpec> } {
  const parts = childElements(heading).filter((child) => textOf($, child).length > 0);
  const named = parts.find((child) =>
    /title|name/i.test(`${child.attribs.id ?? ''} ${child.attribs.class ?? ''}`),
  );
  const whole = textOf($, heading);
  const own = named && parts.length >= 2 && parts[0] === named ? named : null;
  const element = own ?? heading;
  const selector =
    !own && isH1 && safeSelect($, 'h1')[0] === heading ? 'h1' : uniqueSelector($, element);
  const sample = own ? textOf($, own) : whole;
  const format = FORMAT_SUBTITLE.exec(sample);
  return format?.[1]
    ? // The job's pattern engine (RE2) takes the case flag inside the pattern.
      { selector, sample: format[1], extra: { pattern: FORMAT_SUBTITLE_PATTERN } }
    : { selector, sample, extra: {} };
}

/**
 * Words beside an amount that make it another sum than the item's price: shipping, a tax, a
 * saving, an instalment, a fee, in the languages shops write most.
 */
const OTHER_SUM =
  /\b(?:shipping|delivery|postage|handling|freight|tax|vat|deposit|save|saving|savings|off|discount|fees?|install?ments?|payments?|monthly|klarna|afterpay|affirm|financ\w*|versand\w*|lieferung|env[ií]o|livraison|frete|spedizione|cuotas?|raten?|mensualit\w*)\b/i;
/** "/mo", "per month", "a night": a price for a period of time. */
const PERIOD =
  /\/\s*(?:mo|month|wk|week|yr|year|day|night|hr|hour)\b|\bper\s+(?:month|week|year|day|night|hour)\b|\ba\s+(?:month|night)\b/i;
/** The words a price's own block says about it; a block much bigger says it of other things. */
const MAX_CONTEXT = 80;

function priceContext($: CheerioAPI, element: Element): string {
  const parts = [textOf($, element)];
  let previous = element.prev;
  while (previous && !isElement(previous)) previous = previous.prev;
  if (previous) parts.push(textOf($, previous));
  const parent = parentElement(element);
  const around = parent ? textOf($, parent) : '';
  if (around.length <= MAX_CONTEXT) parts.push(around);
  return parts.join(' ');
}

/**
 * The item's price among the page's amounts: not a crossed-out former price ("<del>£12.99</del>",
 * "was"), shipping, a saving or an instalment; a price for a period ("$41/mo") only when every
 * price is one (a flat to rent).
 */
function mainPrice($: CheerioAPI, leaves: Element[]): Element | undefined {
  const prices = leaves
    .filter((element) => isPrice(textOf($, element)))
    .flatMap((element) => {
      const block = ownPriceBlock($, element);
      return block ? [block, element] : [element];
    })
    .filter((element, index, all) => all.indexOf(element) === index);
  const notFormer = prices.filter((element) => !isFormerPrice($, element));
  // Every price marked former, one of them only by a class: that one is the price now.
  const current =
    notFormer.length > 0 ? notFormer : prices.filter((element) => !shownAsFormer($, element));
  const own = current.filter((element) => !OTHER_SUM.test(priceContext($, element)));
  const whole = own.filter((element) => !PERIOD.test(textOf($, element)));
  const chosen = whole[0] ?? own[0] ?? current[0] ?? prices[0];
  return chosen && rangeAround($, chosen);
}

/** An amount with its currency sign, anywhere in a text: "Add to cart · $38.00". */
const AMOUNT_WITH_SIGN = /\p{Sc}\s?\d|\d[\d.,]*\s?\p{Sc}/u;
/** Longest button text read for a price: past it, a button says more than "Add · $38.00". */
const MAX_BUTTON_TEXT = 40;

/**
 * A page whose only price is on its buy button ("Add to cart · $38.00"): the person reads it
 * there. The price's own element inside the button when it has one, else the button.
 */
function buttonPrice($: CheerioAPI): Element | undefined {
  for (const button of safeSelect($, 'body button')) {
    const text = textOf($, button);
    if (text.length > MAX_BUTTON_TEXT || !AMOUNT_WITH_SIGN.test(text) || inChrome(button)) continue;
    if (OTHER_SUM.test(text) || PERIOD.test(text)) continue;
    const inner = $(button)
      .find('*')
      .toArray()
      .find((element) => isLeafValue(element) && isPrice(textOf($, element)));
    return inner ?? button;
  }
  return undefined;
}

/** Longest block read as one price with a note inside ("€38.00 (≈ $41.00)"). */
const MAX_PRICE_BLOCK = 60;

/**
 * "<div>Now $38.00 <span class="was">Was $48.00</span></div>", "<p>€38.00 <span>(≈ $41.00)</span>
 * </p>": the price a person reads first is the block's own text, another amount (a former
 * price, a conversion) in an element inside it. The block comes before that element among the
 * page's prices; a job reads the block's first amount, so it must be the block's own.
 */
function ownPriceBlock($: CheerioAPI, element: Element): Element | null {
  const parent = parentElement(element);
  if (!parent || tagOf(parent) === 'body') return null;
  const own = ownText(parent);
  const whole = textOf($, parent);
  if (!isPrice(own) || whole.length > MAX_PRICE_BLOCK) return null;
  if (parsePrice(whole) === parsePrice(own)) return parent;
  // "<span>Was £20.00</span> Now £15.00": the block's own amount after another; read past the
  // words that name it ("Now"), which the other amount does not have.
  const words = /^(\p{L}+(?:\s\p{L}+)?)\s*:?\s*(?=\D{0,4}\d)/u.exec(own)?.[1];
  if (!words || whole.indexOf(words) !== whole.lastIndexOf(words)) return null;
  BLOCK_PATTERNS.set(
    parent,
    `${regexEscape(words)}\\s*:?\\s*(\\D{0,4}\\d[\\d.,]*(?:\\s?\\p{Sc})?)`,
  );
  return parent;
}

/** The pattern that reads a block's own amount when another amount comes before it. */
const BLOCK_PATTERNS = new WeakMap<Element, string>();

/** Longest text read as one price range: "$15.00 – $45.00", "1.299,00 € – 1.899,00 €". */
const MAX_RANGE_TEXT = 40;
const RANGE_DASH = /\s*(?:[-–—]|\bto\b|\bbis\b)\s*/;

/**
 * "<p><span>$15.00</span> – <span>$45.00</span></p>": the two ends of a range each in an element
 * of its own; the person reads the whole range, so the element around both is the price.
 */
function rangeAround($: CheerioAPI, price: Element): Element {
  const parent = parentElement(price);
  if (!parent) return price;
  const text = textOf($, parent);
  const ends = text.split(RANGE_DASH);
  return text.length <= MAX_RANGE_TEXT &&
    ends.length === 2 &&
    ends.every((end) => isPrice(end) || /^\d[\d.,]*$/.test(end))
    ? parent
    : price;
}

/** Words naming what others wrote about the page's item: their fields are not the item's. */
const RESPONSE_WORDS =
  /^(?:reviews?|comments?|repl(?:y|ies)|testimonials?|answers?|questions?|feedback|reviewer)$/;

/** Concepts a heading's classes name that say nothing of what it holds ('text-center' is body). */
const LAYOUT_CONCEPTS = new Set(['body', 'description']);

/**
 * A heading whose class or id names a field other than a title: 'employer', 'pdp__brand',
 * 'brand-name'. A token is read whole and by its BEM parts ('recipe-title__mobile' names the
 * title, never a phone); any naming the title makes the heading a title.
 */
function markedAsOtherField(element: Element | undefined): boolean {
  if (!element) return false;
  const concepts = `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`
    .split(/\s+/)
    .flatMap((token) => [token, ...token.split('__')])
    .filter((piece) => /^[a-z][a-z_-]{2,}$/i.test(piece))
    .map((piece) => conceptOf(piece)?.name ?? null)
    .filter((name): name is string => name !== null && !LAYOUT_CONCEPTS.has(name));
  return concepts.length > 0 && !concepts.includes('title');
}

/**
 * The values a page about one item shows about it. `otherItem` tells the cards of other items
 * the page shows (a related story, a nearby home): their values come after the page's own, so a
 * value named twice is the page's own.
 */
export function detailColumns(
  $: CheerioAPI,
  otherItem: (element: Element) => boolean = () => false,
): ColumnInfo[] {
  const columns: ColumnInfo[] = [];
  // A site logo in an h1 (a link home) names the site, not the page's subject.
  const heading = $('h1')
    .filter((_, element) => {
      const links = $(element).find('a').toArray();
      const home = links.some((link) =>
        /^(?:\/|\.\/|index\.html|\.\.\/(?:\.\.\/)*index\.html)?$/.test(link.attribs.href ?? ''),
      );
      return !(home && cleanText($(links).text()) === cleanText($(element).text()));
    })
    .first();
  const classedTitle = $('h2, h3')
    .filter((_, element) => /title|name|heading/i.test(element.attribs.class ?? ''))
    .first();
  // A job board's <h1 class="employer"> over <h2 class="job-title">: the h1 is marked as another
  // field, so the heading marked as the title is the page's title.
  const titled =
    heading.length && !(classedTitle.length && markedAsOtherField(heading.get(0)))
      ? heading
      : classedTitle;
  const headingElement = titled.get(0);
  if (headingElement) {
    const title = titleOf($, headingElement, heading.length > 0);
    columns.push({
      ...column('title', title.selector, 'text', title.sample, title.extra, ['name', 'heading']),
      isTitle: true,
    });
  }
  // Properties of the page's own items only: a review's author is not the page's author, and
  // naming every property of a long review list costs seconds.
  const ownProperties = $('[itemprop]')
    .toArray()
    .filter((element) => {
      let owner = parentElement(element);
      while (owner && owner.attribs.itemscope === undefined) owner = parentElement(owner);
      return !owner || owner.attribs.itemprop === undefined;
    })
    .slice(0, MAX_ITEMPROPS);
  for (const element of ownProperties) {
    // "streetAddress" is an address, named by its last word; "addressRegion" is no address
    // but a region, so a property whose last word names no field stays one word.
    const words = propertyName(element.attribs.itemprop ?? '');
    const head = words.split('_').pop() ?? '';
    const named = words.includes('_') && FIELD_WORDS.has(head);
    const name = named ? words : slugify(element.attribs.itemprop ?? '');
    if (!name || columns.some((existing) => existing.name === name)) continue;
    const aliases = named ? [head] : [];
    // <link itemprop="availability" href="…/InStock"> says its value in its address.
    const attribute =
      element.attribs.content !== undefined ? 'content' : tagOf(element) === 'link' ? 'href' : null;
    const value = attribute ? (element.attribs[attribute] ?? '') : textOf($, element);
    if (!value) continue;
    columns.push(
      column(
        name,
        uniqueSelector($, element),
        'text',
        value,
        attribute ? { attribute } : {},
        aliases,
      ),
    );
  }
  const readable = (element: Element) =>
    !inChrome(element) &&
    !inNeighbourBlock(element) &&
    closestTag(element, (tag) => SKIPPED_AROUND.has(tag)) === null;
  const everything = $('body *').toArray();
  const ownFirst = (elements: Element[]) => {
    const others = new Set(elements.filter(otherItem));
    return [...elements.filter((element) => !others.has(element)), ...others];
  };
  const leaves = ownFirst(
    everything.filter((element) => isLeafValue(element) && readable(element)),
  );
  const firstShape = (test: (text: string) => boolean) =>
    leaves.find((element) => test(textOf($, element)));
  // A price set in parts ("Now £27<sup>.99</sup>") is read among the leaves, in page order.
  const priced = ownFirst(
    everything.filter(
      (element) => (isLeafValue(element) || isSplitPrice($, element)) && readable(element),
    ),
  );
  const price = mainPrice($, priced) ?? buttonPrice($);
  if (price)
    columns.push(
      column(
        'price',
        uniqueSelector($, price),
        'price',
        BLOCK_PATTERNS.has(price) ? ownText(price) : textOf($, price),
        BLOCK_PATTERNS.has(price) ? { pattern: BLOCK_PATTERNS.get(price) } : {},
        stableClasses(price).flatMap(nameTokens),
      ),
    );
  // "<del>£34.99</del> £27.99": the price struck out beside the item's own price is its list
  // price, whether or not a class says so.
  const struck = price
    ? priced.find(
        (element) =>
          element !== price &&
          !otherItem(element) &&
          isPrice(textOf($, element)) &&
          shownAsFormer($, element),
      )
    : undefined;
  if (struck && !columns.some((existing) => existing.name === 'list_price'))
    columns.push(column('list_price', uniqueSelector($, struck), 'price', textOf($, struck)));
  // "Serves 4", "Makes 12 muffins", "Yield: 2 loaves": how many a recipe makes, wherever it sits.
  const servings = firstShape((text) =>
    /^(?:serves|makes|yields?|servings?|portions?)\b\s*:?\s*(?:about\s+)?\d/i.test(text),
  );
  if (servings)
    columns.push(
      column('servings', uniqueSelector($, servings), 'number', textOf($, servings), {}, [
        'yields',
        'serves',
        'makes',
      ]),
    );
  // "Available" then "In stock (7 available)": a word alone names the value after it.
  const stockLabel = firstShape(isAvailability);
  const afterLabel = stockLabel ? elementAfter(stockLabel) : null;
  const stock =
    stockLabel &&
    afterLabel &&
    /^\p{L}+:?$/u.test(textOf($, stockLabel)) &&
    isAvailability(textOf($, afterLabel)) &&
    textOf($, afterLabel) !== textOf($, stockLabel)
      ? afterLabel
      : stockLabel;
  if (stock)
    columns.push(
      column('availability', uniqueSelector($, stock), 'text', textOf($, stock), {}, [
        'stock',
        'in_stock',
        'available',
      ]),
    );
  const rating = $('body *')
    .toArray()
    .find((element) => isRatingClass(element.attribs.class ?? '') && !inChrome(element));
  const starText = rating
    ? undefined
    : $('body *')
        .toArray()
        .find(
          (element) =>
            /rating|stars?\b|score/i.test(element.attribs.class ?? '') &&
            !inChrome(element) &&
            isRatingText(textOf($, element)),
        );
  if (starText)
    columns.push(column('rating', uniqueSelector($, starText), 'rating', textOf($, starText)));
  const shownStars = rating || starText ? null : shownRating($, otherItem);
  if (shownStars) columns.push(shownStars);
  if (rating) {
    const classes = classesOf(rating).filter((name) => /star|rating|rate|score/i.test(name));
    const selector = classes[0] ? `${tagOf(rating)}.${classes[0]}` : uniqueSelector($, rating);
    columns.push(
      column('rating', selector, 'rating', rating.attribs.class ?? '', { attribute: 'class' }),
    );
  }
  // Class-named values ("p.author", "span.author-born-date") not caught above.
  for (const element of leaves) {
    const text = textOf($, element);
    const tokens = wrapperTokens($, element, text);
    if (tokens.length === 0) continue;
    const name = tokens.join('_');
    if (!text || text.length > 5000 || columns.some((existing) => existing.name === name)) continue;
    // "author_born_date" also answers to "born_date" and "date"; but a review's author is the
    // reviewer, not the page's author.
    const responding = RESPONSE_WORDS.test(tokens[0] ?? '');
    const aliases = responding
      ? []
      : tokens.map((_, index) => tokens.slice(index).join('_')).slice(1);
    const known = nameFromTokens(tokens);
    if (known && FIELD_WORDS.has(known) && !responding) aliases.push(known);
    columns.push(
      column(
        name,
        uniqueSelector($, element),
        shapeOf(text) === 'price' ? 'price' : 'text',
        text,
        {},
        aliases,
      ),
    );
  }
  // "Product Description" as a heading: the element after it holds the value.
  for (const heading of $('h2, h3, h4, h5, dt, strong, b').toArray()) {
    const label = cleanText($(heading).text()).replace(/:$/, '');
    if (!label || label.length > 40 || /["\\]/.test(label) || inChrome(heading)) continue;
    const holder =
      tagOf(heading) === 'strong' || tagOf(heading) === 'b' ? parentElement(heading) : heading;
    const next = holder
      ? $(holder)
          .nextAll()
          .toArray()
          .find((element) => textOf($, element).length > 0)
      : undefined;
    if (!holder || !next) continue;
    // A run of headings is not a heading and its value; a paragraph holding only a bold
    // "Compensation" heads the paragraph after it.
    const boldHeading =
      holder !== heading && cleanText($(holder).text()).replace(/:$/, '') === label;
    if (tagOf(next) === tagOf(holder) && !boldHeading) continue;
    // A heading's own tools ("[edit | edit source]") are not its section.
    if (/^\[[^\]]{0,40}\]$/.test(textOf($, next)) || isInterfaceText(textOf($, next))) continue;
    const selector = `${tagOf(holder)}:contains("${label}") ${holder === heading ? '+' : '~'} ${tagOf(next)}`;
    const found = safeSelect($, selector);
    if (found[0] !== next) continue;
    const name = slugify(label);
    if (!name || columns.some((existing) => existing.name === name)) continue;
    const tokens = name.split('_');
    const aliases = tokens.map((_, index) => tokens.slice(index).join('_')).slice(1);
    const text = textOf($, next);
    columns.push(
      column(name, selector, shapeOf(text) === 'price' ? 'price' : 'text', text, {}, aliases),
    );
  }
  columns.push(
    ...keyValueColumns($).filter(
      (candidate) => !columns.some((existing) => existing.name === candidate.name),
    ),
  );
  for (const trail of breadcrumbColumns($))
    if (!columns.some((existing) => existing.name === trail.name)) columns.push(trail);
  for (const contact of contactColumns($, otherItem))
    if (!columns.some((existing) => existing.name === contact.name)) columns.push(contact);
  const description = descriptionColumn($);
  if (description && !columns.some((existing) => existing.name === 'description'))
    columns.push(description);
  const dated = timeColumn($);
  if (dated && !columns.some((existing) => existing.name === dated.name)) columns.push(dated);
  const image = $('img[src]')
    .toArray()
    .find((element) => !inChrome(element) && (element.attribs.alt ?? '').length > 0);
  if (image)
    columns.push(
      column(
        'image',
        uniqueSelector($, image),
        'image',
        image.attribs.src ?? '',
        { attribute: 'src' },
        ['picture', 'photo', 'cover'],
      ),
    );
  return columns;
}

/** Classes naming when a page first went out, as CMS themes write them ("entry-date published"). */
const FIRST_OUT = /publish|posted|created|entry-date|dtstart|start/i;

/**
 * "<time datetime="2026-11-29T05:10:00Z">2 hours ago</time>" (or an `<abbr title>` of an ISO day):
 * the page's own date is in the attribute when the text says how long ago or leaves the year out. The first such element outside the page's chrome
 * and its lists of other items, or the one classed as the first publication when there are
 * several (a story's "published" beside its "updated").
 */
function timeColumn($: CheerioAPI): ColumnInfo | null {
  const times = $('time[datetime], abbr[title]')
    .toArray()
    .filter((element) => {
      const attribute = dateAttribute(element);
      return (
        attribute !== null &&
        /^\d{4}-\d{2}-\d{2}/.test(element.attribs[attribute]?.trim() ?? '') &&
        !inChrome(element) &&
        !inNeighbourBlock(element)
      );
    });
  const time = times.find((element) => FIRST_OUT.test(element.attribs.class ?? '')) ?? times[0];
  const attribute = time ? dateAttribute(time) : null;
  if (!time || !attribute) return null;
  return column(
    'date',
    uniqueSelector($, time),
    'date',
    time.attribs[attribute]?.trim() ?? '',
    { attribute },
    ['published', 'posted', 'date_published', 'time'],
  );
}
