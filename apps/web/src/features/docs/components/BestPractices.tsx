const PRACTICES = [
  {
    title: 'Be polite',
    body: 'Gleaner keeps at most two requests in flight to one site and obeys Crawl-delay. Leave those defaults alone on sites you do not own, and prefer a few large jobs at quiet hours over many small ones.',
  },
  {
    title: 'Respect robots.txt',
    body: 'robots.txt is obeyed by default. Turn it off (SCRAPE_RESPECT_ROBOTS=false, or --no-robots in the CLI) only for your own sites.',
  },
  {
    title: 'Keep the scope tight',
    body: 'Ask for the fields you need and the pages you need: "first 3 pages" before "every page". Jobs take maxPages, maxDepth and include/exclude patterns to stay on the part of a site you mean.',
  },
  {
    title: 'Watch costs',
    body: 'The built-in agent costs nothing per request. With an outside model connected, each request and page analysed uses tokens: your usage and budgets on the dashboard show what you have spent. Try a plan on one page (or gleaner plan) before running a whole site.',
  },
  {
    title: 'Check before you rely on it',
    body: 'Each plan shows a confidence per field and sample rows. Look at them; sites change, and a plan that worked last month may need a new look.',
  },
  {
    title: 'Personal data',
    body: 'Gather personal data only with a lawful reason, keep it only as long as you need it, and delete it when you are done.',
  },
] as const;

export function BestPractices() {
  return (
    <ul className="grid gap-3">
      {PRACTICES.map((practice) => (
        <li key={practice.title}>
          <h3 className="font-medium text-foreground">{practice.title}</h3>
          <p className="mt-0.5">{practice.body}</p>
        </li>
      ))}
    </ul>
  );
}
