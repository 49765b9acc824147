/**
 * "<a href="mailto:helen@firm.example"><i class="icon-mail"></i></a>", "<a href="tel:…">Call</a>":
 * a person's or a venue's own page links its e-mail and phone, often as an icon or a button that
 * shows neither. The address is the value, read from the link, as list cards already read it.
 */
import type { CheerioAPI } from 'cheerio';
import type { ColumnInfo } from '../types.js';
import type { Element } from './dom.js';
import { inChrome, inNeighbourBlock, safeSelect, textOf } from './dom.js';
import { uniqueSelector } from './selectors.js';

const CONTACTS = [
  { name: 'email', scheme: 'mailto', shape: 'email', aliases: ['e_mail', 'mail'] },
  { name: 'phone', scheme: 'tel', shape: 'phone', aliases: ['telephone', 'tel'] },
] as const;

/** The address a contact link holds, without its scheme and any query ("?subject=…"). */
function addressOf(link: Element, scheme: string): string {
  const href = link.attribs.href?.trim() ?? '';
  const rest = href.slice(scheme.length + 1).split('?')[0] ?? '';
  try {
    return decodeURIComponent(rest).trim();
  } catch {
    return rest.trim();
  }
}

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/** The page's own first e-mail and phone link, outside its menus, footer and other items. */
export function contactColumns(
  $: CheerioAPI,
  otherItem: (element: Element) => boolean,
): ColumnInfo[] {
  return CONTACTS.flatMap(({ name, scheme, shape, aliases }): ColumnInfo[] => {
    const link = safeSelect($, `a[href^="${scheme}:" i]`).find(
      (element) =>
        !inChrome(element) &&
        !inNeighbourBlock(element) &&
        !otherItem(element) &&
        addressOf(element, scheme).length > 0,
    );
    if (!link) return [];
    const address = addressOf(link, scheme);
    // "<a href="tel:01134960001">0113 496 0001</a>": the number as the page writes it, when shown.
    const shown = textOf($, link);
    const showsIt =
      scheme === 'mailto'
        ? shown.toLowerCase() === address.toLowerCase()
        : digits(shown).length >= 6 && digits(shown).endsWith(digits(address).slice(-6));
    if (showsIt)
      return [
        {
          name,
          aliases: [...aliases],
          shape,
          spec: { name, selector: uniqueSelector($, link), kind: 'text' },
          coverage: 1,
          samples: [shown],
          isTitle: false,
        },
      ];
    return [
      {
        name,
        aliases: [...aliases],
        shape,
        spec: {
          name,
          selector: uniqueSelector($, link),
          kind: 'text',
          attribute: 'href',
          pattern: `^${scheme}:([^?]+)`,
        },
        coverage: 1,
        samples: [address],
        isTitle: false,
      },
    ];
  });
}
