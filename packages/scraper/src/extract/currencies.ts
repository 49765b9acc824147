/** The currency a price is written in, as an ISO 4217 code: "£53.98" is GBP, "12,50 €" is EUR. */

/** Symbols that name one currency; "$" and "¥" name several, so they come last and are guesses. */
const SYMBOLS: [RegExp, string][] = [
  [/US\$|U\.S\.\s?\$/i, 'USD'],
  [/C\$|CA\$|CAD\$/i, 'CAD'],
  [/A\$|AU\$/i, 'AUD'],
  [/NZ\$/i, 'NZD'],
  [/HK\$/i, 'HKD'],
  [/S\$|SG\$/i, 'SGD'],
  [/R\$/, 'BRL'],
  [/MX\$/i, 'MXN'],
  [/£/, 'GBP'],
  [/€/, 'EUR'],
  [/₹|\bRs\.?\s?\d/i, 'INR'],
  [/₽|\bруб/i, 'RUB'],
  [/₩/, 'KRW'],
  [/₺/, 'TRY'],
  [/₪/, 'ILS'],
  [/₫/, 'VND'],
  [/₱/, 'PHP'],
  [/฿/, 'THB'],
  [/₴/, 'UAH'],
  [/zł/i, 'PLN'],
  [/Kč/i, 'CZK'],
  [/\bFt\b/, 'HUF'],
  [/\blei\b/i, 'RON'],
  [/\bFr\.|\bCHF\b/, 'CHF'],
  [/\bS\/\s?\d/, 'PEN'],
  [/\$/, 'USD'],
  [/¥|円/, 'JPY'],
];

const CODES = new Set(
  'USD EUR GBP JPY CNY CHF CAD AUD NZD HKD SGD SEK NOK DKK PLN CZK HUF RON BGN RUB UAH TRY ILS INR BRL MXN ARS CLP COP PEN ZAR KRW TWD THB VND PHP IDR MYR AED SAR QAR KWD EGP NGN KES'.split(
    ' ',
  ),
);

/** The ISO 4217 code a price text names, or null when it names none. */
export function currencyOf(text: string): string | null {
  const code = /(?:^|[^A-Za-z])([A-Z]{3})(?![A-Za-z])/.exec(text)?.[1];
  if (code && CODES.has(code)) return code;
  for (const [pattern, currency] of SYMBOLS) if (pattern.test(text)) return currency;
  return null;
}

/** A currency value as given (a code, or a symbol) as an ISO 4217 code. */
export function currencyCode(value: string): string | null {
  const trimmed = value.trim();
  if (CODES.has(trimmed.toUpperCase()) && /^[A-Za-z]{3}$/.test(trimmed))
    return trimmed.toUpperCase();
  return currencyOf(trimmed);
}
