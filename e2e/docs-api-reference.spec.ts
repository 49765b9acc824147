import { expect, test } from '@playwright/test';

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

test('the API reference draws the server’s OpenAPI description, its sign-in schemes and a route, from this origin alone', async ({
  page,
  request,
  baseURL,
}) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as Doc;
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(`${baseURL}/`)) elsewhere.push(sent.url());
  });
  // The renderer is a chunk of its own that the top of /docs does not load.
  const renderer = page.waitForRequest(/\/assets\/ScalarReference-[\w-]+\.js$/);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Quick Start' })).toBeVisible();
  // A link into the reference (the renderer's own anchors sit under #api-reference/…).
  await page.goto('/docs#api-reference/tag/keys/POST/api/keys');
  await renderer;
  const section = page.getByRole('region', { name: 'API reference' });
  await expect(section.getByRole('heading', { name: doc.info.title })).toBeVisible();

  // The linked route, drawn: its body's field with the limits the document gives, its reply.
  const name =
    doc.paths['/api/keys']?.post?.requestBody?.content['application/json']?.schema.properties.name;
  const createKey = section.locator('[id$="/tag/keys/POST/api/keys"]');
  await expect(createKey.getByRole('heading', { name: '/api/keys' })).toBeInViewport();
  await expect(createKey.getByText('Auth Required')).toBeVisible();
  await expect(createKey.getByText(/curl .*\/api\/keys/)).toBeVisible();
  const body = createKey.locator('li').filter({ hasText: /^name/ }).first();
  await expect(body).toContainText(`min length: ${name?.minLength}`);
  await expect(body).toContainText(`max length: ${name?.maxLength}`);
  await expect(createKey.getByText('201').first()).toBeVisible();

  // Every sign-in scheme the description declares can be chosen for Test Request.
  await section.getByRole('button', { name: /Select Auth Type/ }).click();
  for (const scheme of Object.keys(doc.components.securitySchemes)) {
    await expect(page.getByRole('option', { name: scheme, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  expect(elsewhere).toEqual([]);
});
