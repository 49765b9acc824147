import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers.js';

interface Doc {
  info: { title: string };
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: DocSchema }> } }>
  >;
  components: { securitySchemes: Record<string, unknown> };
}
interface DocSchema {
  properties: Record<string, { maxLength?: number; minLength?: number }>;
}

test('the API reference is generated from the server’s OpenAPI description: every route, a linked one opened, Try it calling this origin alone', async ({
  page,
  request,
  baseURL,
}) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as Doc;
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method} ${path}`),
  );
  // A person with an access token, to try a route that needs one.
  const email = uniqueEmail('docs');
  await request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  const login = (await (
    await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  ).json()) as { session: { access_token: string } };

  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(`${baseURL}/`)) elsewhere.push(sent.url());
  });
  // The reference is a chunk of its own that the top of /docs does not load.
  const reference = page.waitForRequest(/\/assets\/OpenApiReference-[\w-]+\.js$/);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Quick Start' })).toBeVisible();
  // A link to one route, in the form links to the reference have always had.
  await page.goto('/docs#api-reference/tag/keys/POST/api/keys');
  await reference;
  const section = page.getByRole('region', { name: 'API reference' });
  await expect(section.getByRole('heading', { name: doc.info.title })).toBeVisible();
  await expect(section.getByText(`${documented.length} operations of version`)).toBeVisible();
  const listed = await section
    .locator('details[id^="api-reference/"] > summary')
    .evaluateAll((summaries) =>
      summaries.map((s) => `${s.children[0]?.textContent} ${s.children[1]?.textContent}`),
    );
  expect(listed.sort()).toEqual(documented.sort());

  // The linked route is open and in view: its body's field with the document's limits, replies.
  const createKey = section.locator('[id="api-reference/tag/keys/POST/api/keys"]');
  await expect(createKey).toHaveAttribute('open', '');
  await expect(createKey.locator('> summary')).toBeInViewport();
  await expect(createKey.getByText('sign-in or API key')).toBeVisible();
  const name =
    doc.paths['/api/keys']?.post?.requestBody?.content['application/json']?.schema.properties.name;
  await expect(createKey.getByRole('listitem').filter({ hasText: /^name/ }).first()).toHaveText(
    `name string required · length ${name?.minLength}–${name?.maxLength}`,
  );
  await expect(createKey.getByText('201', { exact: true })).toBeVisible();
  await expect(createKey.getByLabel('curl POST /api/keys')).toContainText(
    `curl -X POST '${baseURL}/api/keys'`,
  );

  // Every sign-in scheme the description declares can be chosen for Try it.
  const signIn = section.getByLabel('Try it signs in with');
  for (const scheme of Object.keys(doc.components.securitySchemes)) {
    await expect(signIn.locator('option', { hasText: scheme })).toHaveCount(1);
  }
  // Try it: the route is called on this server with the chosen sign-in and the edited body.
  await signIn.selectOption('bearerAuth');
  await section.getByLabel('Token, key or id').fill(login.session.access_token);
  await createKey.locator('summary', { hasText: /^Try it/ }).click();
  await createKey.getByLabel('Body (JSON)').fill('{ "name": "from the docs" }');
  await createKey.getByRole('button', { name: 'Send POST request' }).click();
  await expect(createKey.getByRole('status')).toContainText('Reply 201');
  await expect(createKey.getByLabel('Reply body')).toContainText('"name": "from the docs"');
  const keys = (await (
    await request.get('/api/keys', {
      headers: { Authorization: `Bearer ${login.session.access_token}` },
    })
  ).json()) as { keys: { name: string }[] };
  expect(keys.keys.map((key) => key.name)).toContain('from the docs');
  expect(elsewhere).toEqual([]);
});
