/**
 * The currency a price is written in, as an ISO 4217 code: "£53.98" is GBP, "12,50 €" is EUR,
 * "1 890 руб." is RUB. Signs are Unicode CLDR's (the symbols Node's Intl prints for each currency
 * in its home locale), plus the words and abbreviations shops write beside amounts.
 */

/** ISO 4217 codes in use (Intl knows them all; the few it does not are added). */
const CODES = new Set([...Intl.supportedValuesOf('currency'), 'VES', 'XCG']);

/** Signs that can stand anywhere in a text and still name a currency. */
const SYMBOLS: [string, string][] = [
  // Dollars with their country first: they say more than "$" alone.
  ['US$', 'USD'],
  ['CUC$', 'CUC'],
  ['MOP$', 'MOP'],
  ['U.S.$', 'USD'],
  ['CA$', 'CAD'],
  ['CAD$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['SG$', 'SGD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['MX$', 'MXN'],
  ['NT$', 'TWD'],
  ['RD$', 'DOP'],
  ['EC$', 'XCD'],
  ['C$', 'CAD'],
  ['GH₵', 'GHS'],
  ['£', 'GBP'],
  ['₤', 'GBP'],
  ['€', 'EUR'],
  ['₹', 'INR'],
  ['₽', 'RUB'],
  ['₩', 'KRW'],
  ['₺', 'TRY'],
  ['₪', 'ILS'],
  ['₫', 'VND'],
  ['₱', 'PHP'],
  ['฿', 'THB'],
  ['₴', 'UAH'],
  ['₸', 'KZT'],
  ['₼', 'AZN'],
  ['৳', 'BDT'],
  ['₮', 'MNT'],
  ['₦', 'NGN'],
  ['₭', 'LAK'],
  ['₡', 'CRC'],
  ['₲', 'PYG'],
  ['₾', 'GEL'],
  ['៛', 'KHR'],
  ['֏', 'AMD'],
  ['؋', 'AFN'],
  ['₵', 'GHS'],
  ['₨', 'PKR'],
  ['﷼', 'SAR'],
  ['ƒ', 'ANG'],
  ['₣', 'CHF'],
  ['円', 'JPY'],
  ['元', 'CNY'],
  ['CN¥', 'CNY'],
  ['￥', 'JPY'],
  ['¥', 'JPY'],
  ['$', 'USD'],
];

/**
 * Words and abbreviations that name a currency only when they stand beside an amount or alone
 * ("12 KM" is a distance, "KM 12" money in Bosnia; "Br" opens a word): matched as whole words.
 */
const WORDS: [string, string][] = [
  ['euros', 'EUR'],
  ['euro', 'EUR'],
  ['zł', 'PLN'],
  ['Zł', 'PLN'],
  ['zl', 'PLN'],
  ['Kč', 'CZK'],
  ['Ft', 'HUF'],
  ['lei', 'RON'],
  ['kn', 'HRK'],
  ['kr.', 'DKK'],
  ['kr', 'SEK'],
  ['Kr', 'SEK'],
  ['yen', 'JPY'],
  ['Fr.', 'CHF'],
  ['Rs.', 'INR'],
  ['Rs', 'INR'],
  ['S/.', 'PEN'],
  ['S/', 'PEN'],
  ['B/.', 'PAB'],
  ['Rp', 'IDR'],
  ['RM', 'MYR'],
  ['TL', 'TRY'],
  ['лв.', 'BGN'],
  ['лв', 'BGN'],
  ['рублей', 'RUB'],
  ['рубля', 'RUB'],
  ['рубль', 'RUB'],
  ['руб.', 'RUB'],
  ['руб', 'RUB'],
  ['р.', 'RUB'],
  ['Р', 'RUB'],
  ['грн.', 'UAH'],
  ['грн', 'UAH'],
  ['тенге', 'KZT'],
  ['сом', 'KGS'],
  ['тг', 'KZT'],
  ['сўм', 'UZS'],
  ["so'm", 'UZS'],
  ['soʻm', 'UZS'],
  ['ש"ח', 'ILS'],
  ["ש'ח", 'ILS'],
  ['ש״ח', 'ILS'],
  ['원', 'KRW'],
  ['đ', 'VND'],
  ['ден.', 'MKD'],
  ['ден', 'MKD'],
  ['дин.', 'RSD'],
  ['din.', 'RSD'],
  ['Dinara', 'RSD'],
  ['Br', 'BYN'],
  ['KM', 'BAM'],
  ['Lek', 'ALL'],
  ['Lekë', 'ALL'],
  ['Nu.', 'BTN'],
  ['FBu', 'BIF'],
  ['BD', 'BHD'],
  ['KD', 'KWD'],
  ['LD', 'LYD'],
  ['DT', 'TND'],
  ['FCFA', 'XAF'],
  ['F CFA', 'XOF'],
  ['CFA', 'XAF'],
  ['CFPF', 'XPF'],
  ['Fdj', 'DJF'],
  ['Nfk', 'ERN'],
  ['MK', 'MWK'],
  ['UM', 'MRU'],
  ['Rf', 'MVR'],
  ['TSh', 'TZS'],
  ['USh', 'UGX'],
  ['KShs', 'KES'],
  ['Ksh', 'KES'],
  ['VT', 'VUV'],
  ['Bs.S', 'VES'],
  ['Bs.', 'BOB'],
  ['Bs', 'BOB'],
  ['ZK', 'ZMW'],
  ['FG', 'GNF'],
  ['Db', 'STN'],
  ['Kz', 'AOA'],
  ['MTn', 'MZN'],
  ['Ar', 'MGA'],
  ['Le', 'SLE'],
  ['E£', 'EGP'],
  ['L£', 'LBP'],
  ['تومان', 'IRR'],
  ['ریال', 'IRR'],
  ['ريال', 'SAR'],
  ['ر.س.', 'SAR'],
  ['جنيه', 'EGP'],
  ['ج.م.', 'EGP'],
  ['ج.م', 'EGP'],
  ['ر.س', 'SAR'],
  ['دج', 'DZD'],
  ['د.ب', 'BHD'],
  ['บาท', 'THB'],
  ['د.ع', 'IQD'],
  ['د.ل', 'LYD'],
  ['ر.ي', 'YER'],
  ['درهم', 'AED'],
  ['د.إ.', 'AED'],
  ['د.ك.', 'KWD'],
  ['دينار', 'JOD'],
  ['रू', 'NPR'],
  ['र', 'NPR'],
  ['R', 'ZAR'],
];

export interface CurrencySign {
  /** ISO 4217 code. */
  code: string;
  /** Where the sign is in the text. */
  start: number;
  end: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A sign found in text: symbols anywhere, words and codes only as whole words. */
const SIGN_PATTERN = new RegExp(
  [
    ...SYMBOLS.map(([sign]) => escape(sign)),
    String.raw`(?<![\p{L}\p{M}])(?:${[...WORDS.map(([word]) => word)]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')}|[A-Za-z]{3})(?![\p{L}\p{M}])`,
  ].join('|'),
  'gu',
);

const LOWER_CASE_CODES = new Set(
  'usd eur gbp chf pln czk huf sek nok dkk rub uah inr jpy cny aud cad nzd brl mxn'.split(' '),
);

const BY_SIGN = new Map<string, string>([...SYMBOLS, ...WORDS]);
const BY_LOWER_WORD = new Map<string, string>(
  WORDS.map(([word, code]) => [word.toLowerCase(), code]),
);

/** The code a matched sign names, or null ("THE" is no currency though it has three letters). */
function codeOfSign(sign: string): string | null {
  const known = BY_SIGN.get(sign) ?? BY_LOWER_WORD.get(sign.toLowerCase());
  if (known) return known;
  const upper = sign.toUpperCase();
  // A code in capitals ("EUR"); in small letters only the common ones ("140,00 pln"), as "all",
  // "try" and "top" are words first.
  if (sign === upper ? CODES.has(upper) : LOWER_CASE_CODES.has(sign)) return upper;
  return null;
}

/** Every currency sign in the text, in order. */
export function currencySigns(text: string): CurrencySign[] {
  const signs: CurrencySign[] = [];
  for (const match of text.matchAll(SIGN_PATTERN)) {
    const code = codeOfSign(match[0]);
    if (code) signs.push({ code, start: match.index, end: match.index + match[0].length });
  }
  return signs;
}

/** Signs whose words are common outside prices: read only beside an amount. */
const LOOSE_SIGN = /^[A-Za-z]{1,3}\.?$|^[\p{L}]{1,2}$/u;
/** Codes that are also words written in capitals ("SHOP ALL", "TRY IT"). */
const WORD_CODES = new Set('ALL TOP CUP TRY MAD BOB GEL SOS MOP PEN CAD AMD BAM'.split(' '));

/** Is this sign safe to read with no amount beside it ("€", "руб.", "EUR"; not "R", "KM", "ALL")? */
function standsAlone(text: string, sign: CurrencySign): boolean {
  const written = text.slice(sign.start, sign.end);
  if (/^[A-Z]{3}$/.test(written)) return !WORD_CODES.has(written);
  return !LOOSE_SIGN.test(written);
}

/** Signs that are also common abbreviations ("KM" for kilometres, "R" for a road, "BD"). */
const LOOSE_WORDS = new Set([
  'R',
  'KM',
  'BD',
  'DT',
  'LD',
  'MK',
  'UM',
  'VT',
  'FG',
  'Db',
  'Ar',
  'Le',
  'Bs',
  'Br',
  'Rf',
  'Р',
]);

export function isLooseSign(written: string): boolean {
  return LOOSE_WORDS.has(written);
}

/** The ISO 4217 code a price text names, or null when it names none. */
export function currencyOf(text: string): string | null {
  const signs = currencySigns(text);
  const touching = signs.find((sign) => touchesAmount(text, sign));
  if (touching) return touching.code;
  return signs.find((sign) => standsAlone(text, sign))?.code ?? null;
}

/** A digit right before or after the sign, spaces and a colon apart ("USD: 12", "12 €"). */
export function touchesAmount(text: string, sign: CurrencySign): boolean {
  return (
    /[\d][\s\u00a0\u202f]*$/.test(text.slice(Math.max(0, sign.start - 3), sign.start)) ||
    /^[\s\u00a0\u202f:]*[\d.,]/.test(text.slice(sign.end, sign.end + 4))
  );
}

/** A currency value as given (a code, or a symbol) as an ISO 4217 code. */
export function currencyCode(value: string): string | null {
  const trimmed = value.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed) && CODES.has(trimmed.toUpperCase()))
    return trimmed.toUpperCase();
  const whole = codeOfSign(trimmed);
  return whole ?? currencyOf(trimmed);
}

/** Currencies written with three decimals ("423.923 KD"); the rest use two or none. */
const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

export function hasThreeDecimals(code: string | null): boolean {
  return code !== null && THREE_DECIMALS.has(code);
}
