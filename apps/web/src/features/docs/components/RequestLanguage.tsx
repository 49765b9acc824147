import { CodeBlock } from './CodeBlock';

const PARTS = [
  ['The address', 'The first http(s) address in your request is the page the agent reads.'],
  [
    'The records',
    '"each book", "every job", "all quotes": the noun after each, every or all is what one row is. Without one, the agent decides between one item (a recipe, a product page) and a list.',
  ],
  [
    'The fields',
    'Name them as you would to a person: "with title, price and rating", "including date and summary", or a list after a colon. Fields a list lacks are read from each record\'s own page.',
  ],
  [
    'How far',
    '"every page" follows the next-page link; "first 3 pages" stops there; "this page" reads only the one. "follow each book to its detail page" reads every record\'s page too.',
  ],
  [
    'Other kinds',
    '"all links", "the e-mail addresses", "the images", "the tables", "the main text": the agent gathers those instead of records.',
  ],
  ['Format', 'Say "as CSV" or "in JSON" to choose the export.'],
] as const;

const EXAMPLES = `all books on https://books.toscrape.com with title, price and rating, every page
Get all quotes with their author and tags from https://quotes.toscrape.com, first 3 pages
follow each book to its detail page on https://books.toscrape.com and get the UPC
the rankings on https://example.com/rankings with these columns: country, score, year
the recipe: title, how many it makes and the list of ingredients https://example.com/pie
Get all links from https://example.com`;

export function RequestLanguage() {
  return (
    <>
      <p>
        A request is one sentence. The agent reads five things from it; anything it could not find
        on the page is named in its reply rather than guessed.
      </p>
      <dl className="grid gap-3">
        {PARTS.map(([term, text]) => (
          <div key={term}>
            <dt className="font-medium text-foreground">{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-medium text-foreground">Examples</h3>
      <CodeBlock label="Example requests">{EXAMPLES}</CodeBlock>
    </>
  );
}
