import { expect, test } from '../support/fixtures';

// One-click ways in: `/?url=…&auto=1` and the Web Share Target end in a format list for a local fixture link.
const urlInput = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Media URL' });

test('/?url=…&auto=1 fills the form, extracts at once, and removes the parameters', async ({ page, site, fixtures }) => {
  const link = `${fixtures.origin}/clip.mp4?oneclick=auto`;
  await page.goto(site.url(`/?url=${encodeURIComponent(link)}&auto=1`));
  await expect(page.getByRole('heading', { name: 'Choose a format' })).toBeVisible({ timeout: 30_000 });
  await expect(urlInput(page)).toHaveValue(link);
  await expect(page).toHaveURL(site.url('/'));
});

test('a link shared to the installed app (Web Share Target) ends in its format list', async ({ page, site, fixtures }) => {
  const link = `${fixtures.origin}/clip.mp4?oneclick=share`;
  // Share sheets often put the link inside the text.
  await page.goto(site.url(`/share?title=${encodeURIComponent('Look')}&text=${encodeURIComponent(`Look at this ${link}`)}`));
  await expect(page.getByRole('heading', { name: 'Choose a format' })).toBeVisible({ timeout: 30_000 });
  await expect(urlInput(page)).toHaveValue(link);
  await expect(page).toHaveURL(site.url('/'));
});

test('the bookmarklet on the help page sends the current page to the site', async ({ page, site, fixtures }) => {
  await page.goto(site.url('/help-center'));
  const code = await page.getByTestId('bookmarklet').getAttribute('href');
  expect(code).toMatch(/^javascript:/);
  // Run it on another page, as a bookmark would.
  await page.goto(`${fixtures.origin}/clip.mp4`);
  const popup = page.waitForEvent('popup');
  await page.evaluate((js) => new Function(decodeURIComponent(js.slice('javascript:'.length)))(), code!);
  const opened = await popup;
  await expect(opened.getByRole('heading', { name: 'Choose a format' })).toBeVisible({ timeout: 30_000 });
  await expect(opened.getByRole('textbox', { name: 'Media URL' })).toHaveValue(`${fixtures.origin}/clip.mp4`);
});
