import {
  avg,
  decline,
  first,
  groupTop,
  n,
  names,
  num,
  record,
  set,
  sum,
  where,
  type EvalTable,
  type Rec,
} from '../compute.js';

/**
 * Round eight, held out: a share portfolio as a broker's page shows it — a ticker and a company
 * name, a sector, how many shares are held, a price '$182.31', the day's change signed '+1.24%'
 * or '−0.82%' (a minus sign), a market cap with a scale letter ('$2.9T', '$845B', '$61.2B'), a
 * P/E ratio ('n/a' for a loss-maker) and a dividend yield ('—' when none is paid). Written after
 * round seven's rules, before any answer to it was looked at.
 */
const holding = (
  ticker: string,
  company: string,
  sector: string,
  shares: number,
  price: number,
  change: number,
  cap: string,
  pe: number | null,
  dividend: number | null,
): Rec => ({
  ticker,
  company,
  sector,
  shares,
  price: `$${price.toFixed(2)}`,
  day_change: `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change).toFixed(2)}%`,
  market_cap: cap,
  pe_ratio: pe === null ? 'n/a' : pe.toFixed(1),
  dividend_yield: dividend === null ? '—' : `${dividend.toFixed(2)}%`,
});

const records: Rec[] = [
  holding('AAPL', 'Apple Inc.', 'Technology', 40, 182.31, 1.24, '$2.9T', 28.4, 0.52),
  holding('MSFT', 'Microsoft Corp.', 'Technology', 25, 411.2, -0.82, '$3.1T', 34.9, 0.72),
  holding('XOM', 'Exxon Mobil', 'Energy', 60, 104.55, 2.1, '$418B', 12.8, 3.45),
  holding('PLUG', 'Plug Power', 'Energy', 300, 3.12, -4.6, '$2.1B', null, null),
  holding('JNJ', 'Johnson & Johnson', 'Healthcare', 30, 156.02, 0.15, '$376B', 15.2, 3.1),
  holding('PFE', 'Pfizer Inc.', 'Healthcare', 120, 27.4, -1.05, '$155B', 18.6, 6.12),
  holding('KO', 'Coca-Cola Co.', 'Consumer', 80, 61.88, 0.4, '$267B', 24.1, 3.05),
  holding('NKE', 'Nike Inc.', 'Consumer', 35, 94.7, -2.3, '$143B', 27.9, 1.56),
  holding('RIVN', 'Rivian Automotive', 'Consumer', 150, 11.05, 5.8, '$11.2B', null, null),
  holding('NVDA', 'Nvidia Corp.', 'Technology', 20, 875.4, 3.15, '$2.2T', 71.3, 0.02),
  holding('BP', 'BP plc', 'Energy', 200, 37.9, 0, '$61.2B', 9.4, 4.9),
];

const C = 'company';
const price = (r: Rec) => n(r.price);
/** '−0.82%' with a minus sign, as a signed figure. */
const change = (r: Rec) => {
  const text = String(r.day_change);
  return text.startsWith('−') ? -n(text.slice(1)) : n(text);
};
/** '$2.9T', '$845B' in dollars. */
const cap = (r: Rec) => {
  const text = String(r.market_cap);
  return n(text) * (text.endsWith('T') ? 1e12 : text.endsWith('B') ? 1e9 : 1e6);
};
const paying = records.filter((r) => r.dividend_yield !== '—');
const earning = records.filter((r) => r.pe_ratio !== 'n/a');
export const portfolio: EvalTable = {
  name: 'portfolio',
  // Round eight: written before any answer to it was looked at; never tuned on.
  heldOut: true,
  records,
  questions: [
    {
      question: 'Which company has the largest market cap?',
      expected: record(
        first(
          [...records].sort((a, b) => cap(b) - cap(a)),
          C,
        ),
      ),
    },
    {
      question: 'stocks that are down today',
      expected: set(
        C,
        names(
          records.filter((r) => change(r) < 0),
          C,
        ),
      ),
    },
    {
      question: 'How many stocks are in the Technology sector?',
      expected: num(where(records, 'sector', 'Technology').length),
    },
    {
      question: 'average P/E ratio',
      expected: num(avg(earning.map((r) => n(r.pe_ratio)))),
    },
    {
      question: 'stocks with a dividend yield above 3%',
      expected: set(
        C,
        names(
          paying.filter((r) => n(r.dividend_yield) > 3),
          C,
        ),
      ),
    },
    {
      question: 'What are my Apple shares worth?',
      expected: num(40 * 182.31),
    },
    {
      question: 'stocks priced under $50',
      expected: set(
        C,
        names(
          records.filter((r) => price(r) < 50),
          C,
        ),
      ),
    },
    {
      question: 'Which sector has the most stocks?',
      expected: { top: groupTop(records, 'sector', (g) => g.length) },
    },
    {
      question: 'biggest gainer today',
      expected: record(
        first(
          [...records].sort((a, b) => change(b) - change(a)),
          C,
        ),
      ),
    },
    {
      question: 'companies worth more than $1 trillion',
      expected: set(
        C,
        names(
          records.filter((r) => cap(r) > 1e12),
          C,
        ),
      ),
    },
    {
      question: 'How many shares of Microsoft do I own?',
      expected: num(sum(records.filter((r) => r.ticker === 'MSFT').map((r) => n(r.shares)))),
    },
    {
      question: 'cheapest stock in the Energy sector',
      expected: record(
        first(
          where(records, 'sector', 'Energy').sort((a, b) => price(a) - price(b)),
          C,
        ),
      ),
    },
    { question: "Who is Tesla's CEO?", expected: decline },
  ],
};
