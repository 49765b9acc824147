/**
 * The sample governance data set offered as a demo job (spec section 3, governance data):
 * governance measures with their indicators, and each country's score (0–100) per indicator.
 * Written here, labelled as a sample wherever it is shown; not scraped and not real figures.
 */
export const GOVERNANCE_MEASURES = [
  {
    id: 'accountability',
    name: 'Voice and Accountability',
    category: 'Democratic governance',
    indicators: ['Free elections', 'Press freedom'],
  },
  {
    id: 'rule-of-law',
    name: 'Rule of Law',
    category: 'Institutions',
    indicators: ['Judicial independence', 'Contract enforcement'],
  },
  {
    id: 'integrity',
    name: 'Control of Corruption',
    category: 'Institutions',
    indicators: ['Public sector integrity', 'Audit transparency'],
  },
] as const;

const REGIONS: Record<string, string> = {
  Norway: 'Europe',
  Germany: 'Europe',
  Italy: 'Europe',
  Canada: 'Americas',
  Brazil: 'Americas',
  Mexico: 'Americas',
  Japan: 'Asia',
  India: 'Asia',
  Singapore: 'Asia',
  Kenya: 'Africa',
  Nigeria: 'Africa',
  Botswana: 'Africa',
};

/** Scores per country, in the order of the indicators above. */
const SCORES: Record<string, number[]> = {
  Norway: [97, 95, 96, 93, 94, 92],
  Germany: [92, 88, 90, 89, 86, 88],
  Italy: [84, 71, 68, 60, 62, 70],
  Canada: [93, 85, 91, 90, 88, 87],
  Brazil: [72, 58, 55, 49, 41, 52],
  Mexico: [64, 42, 44, 40, 33, 45],
  Japan: [85, 66, 88, 91, 80, 78],
  India: [70, 45, 61, 38, 43, 50],
  Singapore: [48, 35, 92, 95, 93, 89],
  Kenya: [55, 51, 50, 44, 31, 40],
  Nigeria: [46, 39, 36, 33, 22, 30],
  Botswana: [75, 63, 71, 66, 64, 68],
};

/** One record per country and indicator: what the data agent and the graph read. */
export function governanceRecords(): Record<string, string | number>[] {
  const indicators = GOVERNANCE_MEASURES.flatMap((measure) =>
    measure.indicators.map((indicator) => ({
      measure: measure.name,
      category: measure.category,
      indicator,
    })),
  );
  return Object.entries(SCORES).flatMap(([country, scores]) =>
    indicators.map((item, i) => ({
      country,
      region: REGIONS[country] ?? 'Other',
      measure: item.measure,
      category: item.category,
      indicator: item.indicator,
      score: scores[i] ?? 0,
    })),
  );
}
