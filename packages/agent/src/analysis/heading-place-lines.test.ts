/**
 * The place line beside a page's heading answers a location asked for, where the structured data
 * names only the city. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { planDetail } from '../planning/plan-item.js';

const job = (header: string) =>
  `<!doctype html><html lang="en"><head><title>Senior Data Engineer</title>
  <script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Senior Data Engineer',
    datePosted: '2026-10-02',
    hiringOrganization: { '@type': 'Organization', name: 'Fernbank Ltd' },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Leeds', addressCountry: 'GB' },
    },
  })}</script></head><body><nav><a href="/">Jobs</a> <a href="/about">About</a></nav>
  <main>${header}<section><h2>About the role</h2><p>You will build the pipelines our analysts
  rely on, from the first event to the last report.</p><p>We work from Leeds two days a week and
  anywhere the rest.</p></section></main><footer><p>Fernbank Ltd, registered in England.</p></footer>
  </body></html>`;

const read = (html: string, fields: string[]) =>
  planDetail(html, 'https://fernbank.example/jobs/senior-data-engineer', fields, 'job').sample;

describe("the place line beside a page's heading", () => {
  it('answers location with the whole line the page shows under its title', () => {
    const html = job(
      `<header class="job-header"><h1>Senior Data Engineer</h1><p class="job-meta"><span class="job-location"><svg aria-hidden="true"></svg>Leeds, West Yorkshire (Hybrid)</span> · <span class="salary">£60,000</span></p></header>`,
    );
    expect(read(html, ['title', 'location'])).toEqual({
      title: 'Senior Data Engineer',
      location: 'Leeds, West Yorkshire (Hybrid)',
    });
  });

  it('leaves a city asked for to the structured locality', () => {
    const html = job(
      `<header class="job-header"><h1>Senior Data Engineer</h1><span class="job-location">Leeds, West Yorkshire (Hybrid)</span></header>`,
    );
    expect(read(html, ['city'])).toEqual({ city: 'Leeds' });
  });

  it('leaves the structured location when no place line sits by the heading', () => {
    const html = job(
      `<header class="job-header"><h1>Senior Data Engineer</h1><p class="posted">Posted 2 October</p></header>`,
    );
    expect(read(html, ['location'])).toEqual({ location: 'Leeds' });
  });
});
