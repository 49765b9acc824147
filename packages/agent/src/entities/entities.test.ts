import { describe, expect, it } from 'vitest';
import {
  analyzeRisk,
  detectLanguage,
  extractEntities,
  isIban,
  labelData,
  passesLuhn,
  redactText,
} from './index.js';

const reference = new Date('2025-01-15T12:00:00Z');

describe('extractEntities', () => {
  const text =
    'Contact Jane Smith at Acme Corporation in London on 12 March 2025 or next Friday. Call +44 20 7946 0958. ' +
    'Email Jane.Smith@Acme.co.uk. It costs $1,299.99 or 1.234,50 EUR. See https://acme.example.com/about.';
  const { entities, language } = extractEntities(text, { reference });
  const of = (type: string) => entities.filter((e) => e.type === type);

  it('finds each kind with its span and normalised value', () => {
    expect(of('person').map((e) => e.text)).toEqual(['Jane Smith']);
    expect(of('organisation').map((e) => e.text)).toEqual(['Acme Corporation']);
    expect(of('place').map((e) => e.text)).toEqual(['London']);
    expect(of('phone').map((e) => e.value)).toEqual(['+442079460958']);
    expect(of('email').map((e) => e.value)).toEqual(['jane.smith@acme.co.uk']);
    expect(of('money').map((e) => e.value)).toEqual(['USD 1299.99', 'EUR 1234.50']);
    expect(of('url').map((e) => e.value)).toEqual(['https://acme.example.com/about']);
    for (const e of entities) expect(text.slice(e.start, e.end)).toBe(e.text);
  });

  it('marks what it is unsure of as possible, below 0.9', () => {
    const dates = of('date');
    expect(dates.map((d) => [d.text, d.value, d.status])).toEqual([
      ['12 March 2025', '2025-03-12', 'confident'],
      ['next Friday', '2025-01-24', 'possible'],
    ]);
    for (const e of entities) expect(e.status === 'confident').toBe(e.confidence >= 0.9);
  });

  it('says the language', () => {
    expect(language.code).toBe('en');
    expect(
      detectLanguage('Bonjour, je voudrais réserver une table pour deux personnes ce soir.').name,
    ).toBe('French');
    expect(detectLanguage('OK').code).toBe('und');
  });

  it('does not take a word of an e-mail or an address for a name', () => {
    const found = extractEntities('Write to paris.hilton@example.com today.', {
      reference,
    }).entities;
    expect(found.map((e) => e.type)).toEqual(['email', 'date']);
  });
});

describe('analyzeRisk', () => {
  it('rates cards, IBANs and named contacts high, with reasons', () => {
    const text =
      'Jane Smith, jane@example.org, card 4111 1111 1111 1111, IBAN GB82 WEST 1234 5698 7654 32.';
    const analysis = analyzeRisk(text);
    expect(analysis.risk_level).toBe('high');
    expect(analysis.findings.map((f) => f.kind)).toEqual([
      'person_name',
      'email',
      'payment_card',
      'iban',
    ]);
    expect(analysis.reasons).toContain('1 payment card number (Luhn check passed)');
    expect(redactText(text, analysis)).toBe(
      'J. S., j•••@•••.org, card •••• •••• •••• 1111, IBAN GB•• •••• •••• •••• ••54 32.',
    );
  });

  it('rates contact details alone medium and plain text low', () => {
    expect(analyzeRisk('Sales: sales@acme.com').risk_level).toBe('medium');
    expect(analyzeRisk('Revenue rose 12% to 4,500,000 in 2024.')).toEqual({
      risk_level: 'low',
      reasons: ['no personal data found'],
      findings: [],
    });
  });

  it('checks numbers rather than trusting their shape', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('DE00 3704 0044 0532 0130 00')).toBe(false);
    expect(analyzeRisk('Order 4111111111111112 shipped').findings).toEqual([]);
  });
});

describe('labelData', () => {
  it('labels records, tables and text from the fixed taxonomy', () => {
    expect(labelData({ title: 'Attic', price: '£51.77', availability: 'In stock' }).label).toBe(
      'product',
    );
    expect(
      labelData([
        ['Year', 'Revenue'],
        ['2021', '4,500'],
        ['2022', '5,100'],
        ['2023', '5,900'],
      ]).label,
    ).toBe('table of figures');
    expect(labelData('Contact us: sales@acme.example.com, phone +44 20 7946 0958').label).toBe(
      'contact',
    );
    expect(
      labelData({ job_title: 'Engineer', salary: '$100,000', employment_type: 'Full-time' }).label,
    ).toBe('job posting');
  });

  it('says other, as possible, when nothing points anywhere', () => {
    expect(labelData(['Home', 'About'])).toEqual({
      label: 'other',
      confidence: 0.5,
      status: 'possible',
      reasons: ['no cue for any label'],
    });
  });

  it("takes the caller's extraction type as a hint", () => {
    expect(labelData([{ name: 'Ada' }, { name: 'Alan' }], 'people').label).toBe('person');
  });
});
