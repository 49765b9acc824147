import { describe, expect, it } from 'vitest';
import { findUrl, initialSteps, keywordState, saysAnalysing, signalsStart } from './agent-machine';

describe('agent state rules (spec section 4)', () => {
  it('takes the first http or https address as the target', () => {
    expect(findUrl('Get quotes from https://a.example/page/1/, every page')).toBe(
      'https://a.example/page/1/',
    );
    expect(findUrl('see http://x.test and https://y.test')).toBe('http://x.test');
    expect(findUrl('no address here')).toBeNull();
  });

  it('knows when the person signals start', () => {
    expect(signalsStart('yes start')).toBe(true);
    expect(signalsStart('Yes, start please')).toBe(true);
    expect(signalsStart('begin')).toBe(true);
    expect(signalsStart('proceed and start')).toBe(true);
    expect(signalsStart('proceed')).toBe(false);
    expect(signalsStart('yes')).toBe(false);
    expect(signalsStart('begin? the scraping process already initiated')).toBe(false);
  });

  it('maps keywords to conversation states', () => {
    expect(keywordState('planning', 'yes')).toBe('executing');
    expect(keywordState('planning', 'proceed')).toBe('executing');
    expect(keywordState('initial', 'yes')).toBe('initial');
    expect(keywordState('executing', 'stop')).toBe('initial');
    expect(keywordState('planning', 'cancel that')).toBe('initial');
  });

  it('recognises the analysing reply and starts with the spec steps', () => {
    expect(saysAnalysing('Step 1/5: analyzing the website')).toBe(true);
    expect(saysAnalysing('Here are your results')).toBe(false);
    expect(initialSteps().map((step) => [step.title, step.status])).toEqual([
      ['Initialize Agent', 'completed'],
      ['Analyze Page Structure', 'active'],
      ['Train Element Recognition', 'pending'],
    ]);
  });
});
