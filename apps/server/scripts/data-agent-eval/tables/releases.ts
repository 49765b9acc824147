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
 * Round fifteen, held out: an open-source desktop app's releases page as a table — the version
 * ('v3.2.0', 'v3.3.0-beta.2'), the day it came out written the American way ('Nov 4, 2026'), the
 * channel, a codename ('—' for betas), the download size ('48.2 MB', some without the space),
 * downloads shortened ('12.4k', '860'), the issues it closed, 'Yes' / 'No' for breaking changes,
 * and the month support ends ('Jun 2027', '—' for none). Written after round fourteen's rules,
 * before any answer to it was looked at.
 */
const release = (
  version: string,
  released: string,
  channel: string,
  codename: string,
  size: string,
  downloads: string,
  issues: number,
  breaking: boolean,
  support: string,
): Rec => ({
  version,
  released,
  channel,
  codename,
  download_size: size,
  downloads,
  issues_closed: issues,
  breaking_changes: breaking ? 'Yes' : 'No',
  supported_until: support,
});

// prettier-ignore
const records: Rec[] = [
  release('v3.0.0', 'Jan 13, 2026', 'LTS', 'Juniper', '44.8 MB', '58.2k', 142, true, 'Jan 2028'),
  release('v3.0.1', 'Feb 5, 2026', 'Stable', 'Juniper', '44.9 MB', '31.5k', 18, false, 'Aug 2026'),
  release('v3.1.0-beta.1', 'Mar 24, 2026', 'Beta', '—', '46.1MB', '2.3k', 37, false, '—'),
  release('v3.1.0', 'Apr 21, 2026', 'Stable', 'Kestrel', '46.0 MB', '40.7k', 64, false, 'Oct 2026'),
  release('v3.1.1', 'May 12, 2026', 'Stable', 'Kestrel', '46.2 MB', '22.9k', 11, false, 'Nov 2026'),
  release('v3.2.0-beta.1', 'Jun 30, 2026', 'Beta', '—', '47.5MB', '1.8k', 45, true, '—'),
  release('v3.2.0-beta.2', 'Jul 14, 2026', 'Beta', '—', '47.9MB', '960', 22, false, '—'),
  release('v3.2.0', 'Aug 11, 2026', 'Stable', 'Larkspur', '48.2 MB', '36.1k', 88, true, 'Feb 2027'),
  release('v3.2.1', 'Sep 3, 2026', 'Stable', 'Larkspur', '48.3 MB', '19.4k', 9, false, 'Mar 2027'),
  release('v3.2.2', 'Sep 29, 2026', 'Stable', 'Larkspur', '48.3 MB', '14.8k', 6, false, 'Apr 2027'),
  release('v3.3.0-beta.1', 'Oct 6, 2026', 'Beta', '—', '51.0MB', '1.2k', 53, true, '—'),
  release('v3.3.0-beta.2', 'Oct 29, 2026', 'Beta', '—', '51.4MB', '860', 27, false, '—'),
  release('v3.3.0', 'Nov 10, 2026', 'Stable', 'Merlin', '51.6 MB', '9.7k', 71, false, 'May 2027'),
  release('v3.4.0', 'Nov 24, 2026', 'LTS', 'Nightjar', '52.3 MB', '3.1k', 96, true, 'Nov 2028'),
];

const V = 'version';
/** '58.2k' → 58,200; '960' → 960. */
const downloads = (r: Rec) => {
  const text = String(r.downloads);
  return n(text) * (text.endsWith('k') ? 1000 : 1);
};
const size = (r: Rec) => n(r.download_size);
const released = (r: Rec) => new Date(`${String(r.released)} UTC`);
const day = (r: Rec) => released(r).toISOString().slice(0, 10);
export const releases: EvalTable = {
  name: 'releases',
  heldOut: true,
  records,
  questions: [
    {
      question: 'How many stable releases are there?',
      expected: num(where(records, 'channel', 'Stable').length),
    },
    {
      question: 'Which release has the most downloads?',
      expected: record(
        first(
          [...records].sort((a, b) => downloads(b) - downloads(a)),
          V,
        ),
      ),
    },
    {
      question: 'releases with breaking changes',
      expected: set(V, names(where(records, 'breaking_changes', 'Yes'), V)),
    },
    {
      question: 'What is the average download size?',
      expected: num(avg(records.map(size))),
    },
    {
      question: 'releases in October 2026',
      expected: set(
        V,
        names(
          records.filter((r) => day(r).startsWith('2026-10')),
          V,
        ),
      ),
    },
    {
      question: 'Which is the newest release?',
      expected: record(
        first(
          [...records].sort((a, b) => day(b).localeCompare(day(a))),
          V,
        ),
      ),
    },
    {
      question: 'total downloads of the beta releases',
      expected: num(sum(where(records, 'channel', 'Beta').map(downloads))),
    },
    {
      question: 'releases that closed more than 50 issues',
      expected: set(
        V,
        names(
          records.filter((r) => n(r.issues_closed) > 50),
          V,
        ),
      ),
    },
    {
      question: 'Which is the smallest download?',
      expected: record(
        first(
          [...records].sort((a, b) => size(a) - size(b)),
          V,
        ),
      ),
    },
    {
      question: 'Which channel has the most releases?',
      expected: { top: groupTop(records, 'channel', (g) => g.length) },
    },
    {
      question: 'releases supported until after March 2027',
      expected: set(
        V,
        names(
          records.filter((r) => {
            const until = String(r.supported_until);
            return until !== '—' && new Date(`1 ${until} UTC`) > new Date('2027-03-31T00:00:00Z');
          }),
          V,
        ),
      ),
    },
    {
      question: 'average issues closed per release',
      expected: num(avg(records.map((r) => n(r.issues_closed)))),
    },
    {
      question: 'Which release has the fewest downloads?',
      expected: record(
        first(
          [...records].sort((a, b) => downloads(a) - downloads(b)),
          V,
        ),
      ),
    },
    { question: 'LTS releases', expected: set(V, names(where(records, 'channel', 'LTS'), V)) },
    {
      question: 'How many downloads did v3.1.0 get?',
      expected: num(downloads(where(records, V, 'v3.1.0')[0]!)),
    },
    {
      question: 'releases bigger than 48 MB',
      expected: set(
        V,
        names(
          records.filter((r) => size(r) > 48),
          V,
        ),
      ),
    },
    {
      question: 'Which releases came out on a Thursday?',
      expected: set(
        V,
        names(
          records.filter((r) => released(r).getUTCDay() === 4),
          V,
        ),
      ),
    },
    {
      question: 'How many issues were closed across all releases?',
      expected: num(sum(records.map((r) => n(r.issues_closed)))),
    },
    {
      question: 'beta releases after September 2026',
      expected: set(
        V,
        names(
          where(records, 'channel', 'Beta').filter((r) => day(r) >= '2026-10-01'),
          V,
        ),
      ),
    },
    {
      question: 'What share of the releases are LTS?',
      expected: num(where(records, 'channel', 'LTS').length / records.length),
    },
    {
      question: 'Which codename has the most downloads in total?',
      expected: {
        top: groupTop(
          records.filter((r) => r.codename !== '—'),
          'codename',
          (g) => sum(g.map(downloads)),
        ),
      },
    },
    { question: 'Who was the release manager for v3.0.0?', expected: decline },
  ],
};
