/**
 * Issue #28: the URL form says so when the link's platform is failing right now, before the link is sent, and links to
 * /status; the status is asked only once the visitor uses the form, never with the page.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@dl/shared-config';
import { apiState, fakeServer, json, renderWithProviders } from '@dl/shared-config/testing';
import { NO_TRAFFIC, PREFILL_URL_STORAGE_KEY, type PlatformStatus, type StatusResponse } from '@dl/contract';
import { Downloader } from './Downloader';
import { videoInfo } from '../../../testing/fixtures';

const entry = (id: string, state: PlatformStatus['state']): PlatformStatus => ({
  id, state, since: '2026-11-26T09:00:00.000Z', median_ms: 4000, last_checked: '2026-11-26T11:55:00.000Z', checks_24h: 96, failures_24h: state === 'working' ? 0 : 10, traffic: NO_TRAFFIC,
});
const STATUS: StatusResponse = {
  generated_at: '2026-11-26T12:00:00.000Z',
  platforms: [entry('youtube', 'failing'), entry('vimeo', 'working'), entry('tiktok', 'degraded'), entry('instagram', 'unknown')],
};

function setup() {
  const seen = fakeServer({ 'GET /api/status': () => json(STATUS), 'POST /api/download-video': () => json(videoInfo()) });
  const user = userEvent.setup();
  renderWithProviders(<Downloader shareText="detect" placeholder="Paste a link" />, { preloadedState: apiState(), path: '/' });
  // Found by role alone: the form's own words are in the page's language.
  const input = screen.getByRole('textbox');
  return { seen, user, input, submit: screen.getByRole('button', { name: /^(Download|Descargar)$/ }) };
}
const asked = (seen: { path: string }[]) => seen.filter((r) => r.path === '/api/status').length;

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

// First in this file: the form's later code (and the notice with it) stays loaded for the tests after this one.
it('asks the status only once the visitor uses the form, not with the page', async () => {
  const { seen, user, input } = setup();
  await new Promise((r) => setTimeout(r, 50));
  expect(asked(seen)).toBe(0);
  await user.click(input);
  await waitFor(() => expect(asked(seen)).toBe(1));
});

it("says a failing platform's link may not work, links to /status, and still lets the visitor send it", async () => {
  const { seen, user, input, submit } = setup();
  await user.click(input);
  await user.paste('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  const notice = await screen.findByText(/^YouTube is failing right now: links from it may not work\./);
  expect(screen.getByRole('status')).toContainElement(notice);
  expect(screen.getByRole('link', { name: 'See the status page' })).toHaveAttribute('href', '/status');
  expect(seen.filter((r) => r.path === '/api/download-video')).toHaveLength(0);
  expect(submit).toBeEnabled();
  await user.click(submit);
  await waitFor(() => expect(seen.filter((r) => r.path === '/api/download-video')).toHaveLength(1));
});

it("says so for a failing platform's link filled in for the visitor (sent back from a failed preview), untouched", async () => {
  sessionStorage.setItem(PREFILL_URL_STORAGE_KEY, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  const { input } = setup();
  expect(input).toHaveValue('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  expect(await screen.findByText(/^YouTube is failing right now: links from it may not work\./)).toBeInTheDocument();
});

it('says nothing for a working platform, one not monitored, or a link of no known platform', async () => {
  const { user, input } = setup();
  for (const link of ['https://vimeo.com/76979871', 'https://www.instagram.com/p/abc/', 'https://example.com/video.mp4']) {
    await user.clear(input);
    await user.type(input, link);
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(screen.queryByRole('link', { name: 'See the status page' })).not.toBeInTheDocument();
  }
  // The notice goes when the link changes to a working platform's.
  await user.clear(input);
  await user.type(input, 'https://youtu.be/aqz-KE-bpKQ');
  expect(await screen.findByText(/^YouTube is failing right now/)).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, 'https://vimeo.com/76979871');
  expect(screen.queryByText(/^YouTube is failing right now/)).not.toBeInTheDocument();
});

it("gives a softer note for a degraded platform's link", async () => {
  const { user, input } = setup();
  await user.click(input);
  await user.paste('https://www.tiktok.com/@user/video/123');
  expect(await screen.findByText(/^TikTok has problems right now: some links from it may fail\./)).toBeInTheDocument();
});

it('is in the page’s language (Spanish)', async () => {
  await act(() => changeLanguage('es'));
  const { user, input } = setup();
  await user.click(input);
  await user.paste('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  expect(await screen.findByText(/^YouTube está fallando en este momento: es posible que sus enlaces no funcionen\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver la página de estado' })).toHaveAttribute('href', '/status');
});
