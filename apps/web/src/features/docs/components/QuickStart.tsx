import { Link } from 'react-router';

const STEPS = [
  {
    title: 'Sign up',
    body: 'Choose Sign In at the top of any page, then the Sign Up tab. An account keeps your jobs and conversations across browsers; without one, they stay with this browser.',
  },
  {
    title: 'Enter a URL',
    body: 'Put the address of the page you want data from into the request box on the home page, for example https://books.toscrape.com.',
  },
  {
    title: 'Give instructions',
    body: 'In the same sentence, say what you want in plain words: "all books with title, price and rating, every page". Press Start AI Conversation (or Ctrl+Enter).',
  },
  {
    title: 'Deploy the agent',
    body: 'The agent studies the page, shows its training steps, a preview and its proposed plan: the columns it found, sample rows and where each value comes from. Ask for changes, then answer "yes, start" to run it as a job with live progress.',
  },
  {
    title: 'Export JSON or CSV',
    body: 'Captured Data lists what the job gathered. Select rows (or none for all) and export them as JSON or CSV; finished jobs can be exported again from the jobs history.',
  },
] as const;

export function QuickStart() {
  return (
    <>
      <ol className="space-y-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {index + 1}
            </span>
            <div>
              <h3 className="font-medium text-foreground">{step.title}</h3>
              <p className="mt-0.5">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p>
        Ready?{' '}
        <Link className="text-primary hover:underline" to="/">
          Start on the home page
        </Link>
        .
      </p>
    </>
  );
}
