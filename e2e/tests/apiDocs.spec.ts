import { expect, test } from '../support/fixtures';

/** The API's documentation page (issue #23, item 5): Swagger UI reads the server's OpenAPI document under its own policy. */
test('/api/docs shows every area of the API and an operation with its request schema, with no policy violation', async ({ page, site }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(site.url('/api/docs'));
  await expect(page.getByRole('heading', { name: /Media downloader API/ })).toBeVisible();
  for (const tag of ['Extraction', 'Merges', 'Media', 'Short links', 'Accounts', 'Site', 'Health']) {
    await expect(page.locator('.opblock-tag', { hasText: new RegExp(`^${tag}`) })).toBeVisible();
  }
  const extract = page.locator('.opblock-post', { hasText: '/api/download-video' });
  await expect(extract).toContainText('Extracts a pasted link');
  await extract.locator('.opblock-summary').click();
  await expect(extract).toContainText('tweet_url');
  expect(problems).toEqual([]);
});
