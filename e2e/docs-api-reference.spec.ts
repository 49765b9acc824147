import { expect, test } from '@playwright/test';

interface Doc {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: DocSchema }> } }>
  >;
}
interface DocSchema {
  properties: Record<string, { maxLength?: number; minLength?: number }>;
}

test('the API reference lists every route of the server’s OpenAPI description', async ({
  page,
  request,
}) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as Doc;
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method} ${path}`),
  );
  await page.goto('/docs#api-reference');
  const section = page.getByRole('region', { name: 'API reference' });
  await expect(section.getByText(`${documented.length} operations of Gleaner API`)).toBeVisible();
  const listed = await section
    .locator('details > summary')
    .evaluateAll((summaries) =>
      summaries.map((s) => `${s.children[0]?.textContent} ${s.children[1]?.textContent}`),
    );
  expect(listed.sort()).toEqual(documented.sort());

  // A real route, opened: its body's field with the limits the document gives.
  const name =
    doc.paths['/api/keys']?.post?.requestBody?.content['application/json']?.schema.properties.name;
  const createKey = section.locator('details').filter({
    has: page.locator('summary', { hasText: /^post\/api\/keys(sign-in or API key)?$/ }),
  });
  await createKey.locator('summary').click();
  await expect(createKey.getByText('sign-in or API key')).toBeVisible();
  const body = createKey.getByRole('heading', { name: 'Request body (application/json)' });
  await expect(body).toBeVisible();
  // The body's fields come first; the reply's key has a `name` too.
  await expect(createKey.getByRole('listitem').filter({ hasText: /^name/ }).first()).toHaveText(
    `name string required · length ${name?.minLength}–${name?.maxLength}`,
  );
  await expect(createKey.getByText('201', { exact: true })).toBeVisible();
});
