import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { CodeBlock } from './CodeBlock';

// The reference is a chunk of its own, generated from the server's OpenAPI document: it loads
// when this section comes near the screen (scrolled to, or linked as /docs#api-reference/…).
const OpenApiReference = lazy(() => import('./OpenApiReference'));

const EXAMPLE = `curl -X POST https://your-gleaner/api/jobs \\
  -H "Authorization: Bearer glnr_…" -H "Content-Type: application/json" \\
  -d '{"url":"https://books.toscrape.com","instruction":"all books with title and price, every page"}'`;

const loading = <p role="status">Loading the API description…</p>;

export function ApiReference() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  return (
    <>
      <p>
        Everything the app does goes through a JSON API under <code>/api</code>. Replies are JSON;
        failures are <code>{'{ "success": false, "error": "…" }'}</code> with a fitting status. Sign
        in with <code>POST /api/auth/login</code> or create an API key on your account page and send
        it as <code>Authorization: Bearer</code>.
      </p>
      <p>
        The full description of every route, generated from the same schemas the server checks
        requests with, is at{' '}
        <a className="text-primary hover:underline" href="/api/openapi.json">
          /api/openapi.json
        </a>{' '}
        (OpenAPI 3.1). Every route is listed below from that document; open one for its fields and
        an example, and use Try it with your token or API key to call it from this page.
      </p>
      <CodeBlock label="Start a job from the API">{EXAMPLE}</CodeBlock>
      <div ref={anchor} className="min-w-0">
        {near ? (
          <Suspense fallback={loading}>
            <OpenApiReference />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </>
  );
}
