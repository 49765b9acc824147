import { lazy, Suspense } from 'react';
import { CodeBlock } from './CodeBlock';

// Drawn from /api/openapi.json when the docs page opens; its code loads with it, not before.
const OpenApiOperations = lazy(() => import('./OpenApiOperations'));

const EXAMPLE = `curl -X POST https://your-gleaner/api/jobs \\
  -H "Authorization: Bearer glnr_…" -H "Content-Type: application/json" \\
  -d '{"url":"https://books.toscrape.com","instruction":"all books with title and price, every page"}'`;

export function ApiReference() {
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
        (OpenAPI 3.1).
      </p>
      <CodeBlock label="Start a job from the API">{EXAMPLE}</CodeBlock>
      <Suspense fallback={<p role="status">Loading the API description…</p>}>
        <OpenApiOperations />
      </Suspense>
    </>
  );
}
