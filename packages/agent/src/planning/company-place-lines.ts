/**
 * "<p><span>Fernbank Ltd</span> – <span>Leeds (Hybrid)</span></p>": a card's line of two
 * unclassed parts, who and where, as job boards and directories set them under a title. With
 * no class to name them they are read as one list of two; asked for the company and the
 * location, a person reads the first part as the one and the second as the other. Only when
 * every record holds exactly two parts and the parts read that way round: the second as places
 * ("Remote", "Hybrid", a postcode), or the first as firms ("Ltd", "& Co"), and never the reverse.
 */
import type { RecordValue } from '@gleaner/shared';
import type { AgentFieldSpec, RecordGroup } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';
import { isStreetAddress } from '../text/street-addresses.js';
import type { FieldMatch } from './match-fields.js';

const FIRM = /\b(?:ltd|limited|llc|llp|inc|plc|gmbh|ag|sa|bv|co|corp|group|holdings)\b\.?|&/i;
const PLACE = /\b(?:remote|hybrid|on-?site|home[- ]based)\b/i;

const share = (values: string[], test: (value: string) => boolean) =>
  values.filter(test).length / Math.max(1, values.length);

const isPlace = (value: string) => PLACE.test(value) || isStreetAddress(value);

export function companyPlaceParts(
  matched: { matches: FieldMatch[]; missing: string[] },
  already: FieldMatch[],
  group: RecordGroup,
  probe: (spec: AgentFieldSpec) => RecordValue[],
): FieldMatch[] {
  const taken = new Set(already.map((match) => match.requested));
  const open = matched.missing.filter((field) => !taken.has(field));
  const company = open.find((field) => conceptOf(field)?.name === 'company');
  const place = open.find((field) => conceptOf(field)?.name === 'location');
  if (!company || !place) return [];
  for (const column of group.columns) {
    const { spec } = column;
    if (!spec.multiple || spec.kind !== 'text' || spec.attribute || spec.pattern || spec.line)
      continue;
    const lists = probe(spec);
    const pairs = lists.filter(
      (value): value is string[] => Array.isArray(value) && value.length === 2,
    );
    if (pairs.length < 2 || pairs.length !== lists.length) continue;
    const firsts = pairs.map((pair) => String(pair[0]));
    const seconds = pairs.map((pair) => String(pair[1]));
    const rightWay = share(seconds, isPlace) > 0 || share(firsts, (value) => FIRM.test(value)) > 0;
    const wrongWay = share(firsts, isPlace) > 0 || share(seconds, (value) => FIRM.test(value)) > 0;
    if (!rightWay || wrongWay) continue;
    const { multiple: _list, ...single } = spec;
    const part = (index: number, name: string, samples: string[]): FieldMatch => ({
      requested: name,
      column: {
        ...column,
        name,
        spec: { ...single, name, selector: `${spec.selector}:nth-of-type(${index})` },
        samples,
      },
      score: 0.6,
    });
    const first = part(1, company, firsts);
    const second = part(2, place, seconds);
    // The places must read back as the parts: siblings of one parent, counted by their tag.
    const readFirst = probe(first.column.spec);
    const readSecond = probe(second.column.spec);
    if (readFirst.some((value, index) => value !== firsts[index])) continue;
    if (readSecond.some((value, index) => value !== seconds[index])) continue;
    return [first, second];
  }
  return [];
}
