import type { PersonalDataKind } from '@gleaner/shared';

const DOT = '•';

/** Every digit or letter but the last `keep` of them hidden; separators stay, so the shape is seen. */
function hideAllBut(value: string, keep: number, what: RegExp = /[\p{L}\p{N}]/u): string {
  const total = [...value].filter((c) => what.test(c)).length;
  let seen = 0;
  return [...value]
    .map((c) => {
      if (!what.test(c)) return c;
      seen += 1;
      return seen > total - keep ? c : DOT;
    })
    .join('');
}

/**
 * What a value becomes when redacted: enough left to tell values apart (the last digits of a
 * card, an e-mail's first letter and domain ending), never enough to reach or charge anyone.
 */
export function maskValue(kind: PersonalDataKind, value: string): string {
  switch (kind) {
    case 'email': {
      const [local = '', domain = ''] = value.split('@');
      const tld = domain.slice(domain.lastIndexOf('.'));
      return `${local.slice(0, 1)}${DOT.repeat(3)}@${DOT.repeat(3)}${tld}`;
    }
    case 'phone':
      return hideAllBut(value, 2, /\d/);
    case 'payment_card':
      return hideAllBut(value, 4, /\d/);
    case 'iban':
      return `${value.slice(0, 2)}${hideAllBut(value.slice(2), 4)}`;
    case 'national_id':
      return hideAllBut(value, 0);
    case 'postal_address':
      return '[address removed]';
    case 'person_name':
      return value
        .split(/\s+/)
        .map((word) => `${word.slice(0, 1)}.`)
        .join(' ');
  }
}
