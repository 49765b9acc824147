import { describe, expect, it } from 'vitest';
import { GOVERNANCE_DEMO_URL, knowledgeGraphTitle } from './data-agent.js';

describe('knowledgeGraphTitle', () => {
  it("keeps the spec's title for the governance sample only", () => {
    expect(knowledgeGraphTitle(GOVERNANCE_DEMO_URL)).toBe('Governance Data Knowledge Graph');
  });

  it('names the site of any other job', () => {
    expect(knowledgeGraphTitle('https://www.books.toscrape.com/catalogue/page-1.html')).toBe(
      'books.toscrape.com Data Knowledge Graph',
    );
    expect(knowledgeGraphTitle(undefined)).toBe('Knowledge Graph');
  });
});
