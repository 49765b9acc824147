import {
  avg,
  decline,
  first,
  groupTop,
  median,
  n,
  names,
  num,
  record,
  set,
  sum,
  where,
  whereIn,
  type EvalTable,
  type Rec,
} from '../compute.js';

/**
 * Round fourteen, held out: a crowdfunding site's campaign cards — a project's title, its creator,
 * a category, the money pledged and the goal in pounds ('£8,712.50', '£15,000'), the share of the
 * goal reached as the card prints it ('321%'), backers with a comma or shortened ('1,874', '2.3k'),
 * the day it launched written the American way ('Oct 3, 2026') and a state that is either a word
 * ('Funded', 'Unsuccessful', 'Cancelled') or the time left ('Live – 9 days to go', 'Live – 36 hours
 * to go'). Written after round thirteen's rules, before any answer to it was looked at.
 */
const pounds = (x: number) =>
  `£${x.toLocaleString('en-GB', { minimumFractionDigits: x % 1 ? 2 : 0 })}`;
const campaign = (
  project: string,
  creator: string,
  category: string,
  pledged: number,
  goal: number,
  backers: string,
  launched: string,
  state: string,
): Rec => ({
  project,
  creator,
  category,
  pledged: pounds(pledged),
  goal: pounds(goal),
  funded: `${Math.floor((pledged / goal) * 100)}%`,
  backers,
  launched,
  state,
});

// prettier-ignore
const records: Rec[] = [
  campaign('Lanternfall: A Cooperative Deckbuilder', 'Hollow Oak Games', 'Games', 48210, 15000, '1,874', 'Oct 3, 2026', 'Funded'),
  campaign('Tidewater Field Notebook', 'Marsh & Quill', 'Design', 8712.5, 12000, '403', 'Oct 20, 2026', 'Live – 9 days to go'),
  campaign('Solara Pocket Solar Charger', 'Brightcell Ltd', 'Technology', 126400, 50000, '2.3k', 'Sep 15, 2026', 'Funded'),
  campaign('The Lighthouse Keeper (short film)', 'Fen Pictures', 'Film', 4150, 9500, '88', 'Sep 1, 2026', 'Unsuccessful'),
  campaign('Moth & Moon: debut album on vinyl', 'The Larkspurs', 'Music', 6020, 5000, '214', 'Oct 8, 2026', 'Funded'),
  campaign('Ferro Cast-Iron Pan, Made in Sheffield', 'Ferro Kitchen', 'Design', 61890, 25000, '1,120', 'Oct 27, 2026', 'Live – 21 days to go'),
  campaign('Hexbound Miniatures Wave 2', 'Kobold Forge', 'Games', 19300, 30000, '512', 'Nov 2, 2026', 'Live – 26 days to go'),
  campaign('Quiet Roads: Cycling the Pennines', 'Ana Ruiz', 'Publishing', 11280, 10000, '367', 'Sep 22, 2026', 'Funded'),
  campaign('Orbit Desk Lamp', 'Lumen Works', 'Technology', 2840, 40000, '31', 'Oct 1, 2026', 'Cancelled'),
  campaign('Nightjar: Season 2', 'Nightjar Audio', 'Publishing', 3100, 4000, '129', 'Nov 6, 2026', 'Live – 36 hours to go'),
  campaign('Pocket Loom Weaving Kit', 'Warp & Weft Studio', 'Crafts', 7455, 3000, '598', 'Oct 12, 2026', 'Funded'),
  campaign('Skyward FPV Racing Kit', 'Apex FPV', 'Technology', 33050, 60000, '276', 'Oct 18, 2026', 'Live – 14 days to go'),
  campaign('Salt & Iron (graphic novel)', 'Mara Lindqvist', 'Comics', 22640, 8000, '1,035', 'Sep 9, 2026', 'Funded'),
  campaign('Bramble Café Board Game', 'Hollow Oak Games', 'Games', 9980, 12000, '301', 'Aug 25, 2026', 'Unsuccessful'),
  campaign('Undertow (documentary)', 'Fen Pictures', 'Film', 27500, 25000, '640', 'Nov 10, 2026', 'Live – 30 days to go'),
  campaign('Verdant Self-Watering Planter', 'Brightcell Ltd', 'Design', 15120, 15000, '1.1k', 'Oct 30, 2026', 'Live – 23 days to go'),
];

const P = 'project';
const pledged = (r: Rec) => n(r.pledged);
const goal = (r: Rec) => n(r.goal);
/** '2.3k' → 2300, '1,874' → 1874. */
const backers = (r: Rec) => {
  const text = String(r.backers);
  return text.endsWith('k') ? Number(text.slice(0, -1)) * 1000 : n(text);
};
const launched = (r: Rec) => Date.parse(String(r.launched));
const live = records.filter((r) => String(r.state).startsWith('Live'));
/** Days left of a live campaign: '36 hours to go' is a day and a half. */
const daysLeft = (r: Rec) => {
  const left = /(\d+) (days|hours)/.exec(String(r.state))!;
  return Number(left[1]) / (left[2] === 'hours' ? 24 : 1);
};
export const campaigns: EvalTable = {
  name: 'campaigns',
  heldOut: true,
  records,
  questions: [
    { question: 'How many campaigns are live?', expected: num(live.length) },
    {
      question: 'Which campaigns were unsuccessful?',
      expected: set(P, names(where(records, 'state', 'Unsuccessful'), P)),
    },
    {
      question: 'How many campaigns were cancelled?',
      expected: num(where(records, 'state', 'Cancelled').length),
    },
    {
      question: 'Which campaign raised the most?',
      expected: record(
        first(
          [...records].sort((a, b) => pledged(b) - pledged(a)),
          P,
        ),
      ),
    },
    {
      question: 'How much did Technology projects raise altogether?',
      expected: num(sum(where(records, 'category', 'Technology').map(pledged))),
    },
    {
      question: 'campaigns with a goal over £20,000',
      expected: set(
        P,
        names(
          records.filter((r) => goal(r) > 20000),
          P,
        ),
      ),
    },
    { question: 'What is the average goal?', expected: num(avg(records.map(goal))) },
    { question: 'What is the median goal?', expected: num(median(records.map(goal))) },
    {
      question: 'Which campaign has the most backers?',
      expected: record(
        first(
          [...records].sort((a, b) => backers(b) - backers(a)),
          P,
        ),
      ),
    },
    {
      question: 'campaigns with more than 1,000 backers',
      expected: set(
        P,
        names(
          records.filter((r) => backers(r) > 1000),
          P,
        ),
      ),
    },
    {
      question: 'Which campaigns are over 200% funded?',
      expected: set(
        P,
        names(
          records.filter((r) => n(r.funded) > 200),
          P,
        ),
      ),
    },
    {
      question: 'Which campaign launched most recently?',
      expected: record(
        first(
          [...records].sort((a, b) => launched(b) - launched(a)),
          P,
        ),
      ),
    },
    {
      question: 'campaigns launched in September',
      expected: set(
        P,
        names(
          records.filter((r) => String(r.launched).startsWith('Sep')),
          P,
        ),
      ),
    },
    {
      question: 'Which category raised the most money?',
      expected: { top: groupTop(records, 'category', (g) => sum(g.map(pledged))) },
    },
    {
      question: 'How many campaigns does Hollow Oak Games have?',
      expected: num(where(records, 'creator', 'Hollow Oak Games').length),
    },
    {
      question: 'Which campaigns end in less than 10 days?',
      expected: set(
        P,
        names(
          live.filter((r) => daysLeft(r) < 10),
          P,
        ),
      ),
    },
    {
      question: 'How much have Fen Pictures and Brightcell Ltd raised together?',
      expected: num(
        sum(whereIn(records, 'creator', ['Fen Pictures', 'Brightcell Ltd']).map(pledged)),
      ),
    },
    {
      question: 'What percentage of the campaigns are games?',
      expected: num(where(records, 'category', 'Games').length / records.length),
    },
    {
      question: 'Which creator has the most backers in total?',
      expected: { top: groupTop(records, 'creator', (g) => sum(g.map(backers))) },
    },
    {
      question: 'live Design campaigns',
      expected: set(
        P,
        names(
          live.filter((r) => r.category === 'Design'),
          P,
        ),
      ),
    },
    { question: 'Which campaign has the cheapest reward tier?', expected: decline },
  ],
};
