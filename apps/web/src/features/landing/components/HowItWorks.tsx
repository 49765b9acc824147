import { DownloadIcon, RadarIcon, RouteIcon } from 'lucide-react';

const STEPS = [
  {
    icon: RouteIcon,
    title: 'Describe',
    text: 'Say what you need and where: the fields, how many pages, which format.',
  },
  {
    icon: RadarIcon,
    title: 'Train and scrape',
    text: 'The agent studies the page, proposes a plan, then gathers every item with live progress.',
  },
  {
    icon: DownloadIcon,
    title: 'Review and export',
    text: 'Check what was captured, with a confidence for each field, and export CSV or JSON.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="how-title" className="sr-only">
        How it works
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-xl border bg-card p-6">
            <div className="flex items-center gap-3">
              <span className="grid size-9 place-items-center rounded-lg bg-secondary text-primary">
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
              <h3 className="font-medium">
                <span className="text-muted-foreground">{index + 1}. </span>
                {title}
              </h3>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
