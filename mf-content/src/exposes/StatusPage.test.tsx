/**
 * /status (issue #28): each platform's state in words, since when, its median extraction time, its last check and the
 * day's checks, a summary at the top, asked again every minute, an error with Retry, and the page in another language.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@dl/shared-config';
import { apiState, fakeServer, json, renderWithProviders } from '@dl/shared-config/testing';
import { NO_TRAFFIC, type PlatformStatus, type StatusResponse } from '@dl/contract';
import StatusPage, { STATUS_REFRESH_MS } from './StatusPage';

const NOW = '2026-11-26T12:00:00.000Z';
const entry = (id: string, over: Partial<PlatformStatus> = {}): PlatformStatus => ({
  id, state: 'working', since: '2026-11-26T09:00:00.000Z', median_ms: 4210, last_checked: '2026-11-26T11:55:00.000Z', checks_24h: 96, failures_24h: 0, traffic: NO_TRAFFIC, ...over,
});
const answer = (platforms: PlatformStatus[]): StatusResponse => ({ generated_at: NOW, platforms });
const MIXED = answer([
  entry('youtube'),
  entry('tiktok', { state: 'degraded', failures_24h: 3 }),
  entry('instagram', { state: 'failing', since: '2026-11-26T11:00:00.000Z', median_ms: null, failures_24h: 12 }),
  entry('vimeo', { state: 'unknown', since: null, median_ms: null, last_checked: null, checks_24h: 0 }),
]);

const renderPage = () => renderWithProviders(<StatusPage params={{}} props={{}} />, { preloadedState: apiState() });
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const fact = (item: HTMLElement, term: string) => within(item).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(async () => {
  jest.useRealTimers();
  await act(() => changeLanguage('en'));
});

it('shows each platform with its state in words, since when, the median time, the last check and the day’s checks', async () => {
  fakeServer({ 'GET /api/status': () => json(MIXED) });
  renderPage();
  expect(await screen.findByText('2 platforms have problems')).toBeInTheDocument();
  expect(within(card('YouTube')).getByText('Working')).toBeInTheDocument();
  expect(within(card('TikTok')).getByText('Degraded')).toBeInTheDocument();
  expect(within(card('Instagram')).getByText('Failing')).toBeInTheDocument();
  expect(within(card('Vimeo')).getByText('Not monitored')).toBeInTheDocument();

  const youtube = card('YouTube');
  expect(fact(youtube, 'Since')).toHaveTextContent(/^3 hours ago \(Nov 26, 2026, \d{1,2}:\d{2}\s[AP]M\)$/);
  expect(within(fact(youtube, 'Since')).getByText('3 hours ago')).toHaveAttribute('datetime', '2026-11-26T09:00:00.000Z');
  expect(fact(youtube, 'Median extraction time')).toHaveTextContent('4.2 s');
  expect(fact(youtube, 'Last check')).toHaveTextContent(/^5 minutes ago/);
  expect(fact(youtube, 'Checks in 24 hours')).toHaveTextContent('96');
  expect(fact(card('Instagram'), 'Failures in 24 hours')).toHaveTextContent('12');
  expect(fact(card('Instagram'), 'Since')).toHaveTextContent(/^1 hour ago/);
  expect(fact(card('Instagram'), 'Median extraction time')).toHaveTextContent('No data yet');
  expect(fact(card('Vimeo'), 'Since')).toHaveTextContent('No data yet');
  expect(fact(card('Vimeo'), 'Last check')).toHaveTextContent('No data yet');
});

it('says all platforms work when none has problems (a platform not monitored is no problem)', async () => {
  fakeServer({ 'GET /api/status': () => json(answer([entry('youtube'), entry('vimeo', { state: 'unknown' })])) });
  renderPage();
  expect(await screen.findByText('All platforms are working')).toBeInTheDocument();
  expect(screen.getByText(/^Updated .+\. This page refreshes every minute\.$/)).toBeInTheDocument();
});

it('asks again every minute while the page is open', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let calls = 0;
  fakeServer({ 'GET /api/status': () => json(++calls === 1 ? answer([entry('youtube')]) : answer([entry('youtube', { state: 'failing' })])) });
  const { unmount } = renderPage();
  expect(await screen.findByText('All platforms are working')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(STATUS_REFRESH_MS - 1000);
  });
  expect(calls).toBe(1);
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(await screen.findByText('1 platform has problems')).toBeInTheDocument();
  expect(within(card('YouTube')).getByText('Failing')).toBeInTheDocument();
  expect(calls).toBe(2);
  unmount();
});

it('shows an error with Retry when the status cannot be loaded, and the status after a retry', async () => {
  let fail = true;
  fakeServer({ 'GET /api/status': () => (fail ? json({ error: 'Service unavailable' }, 503) : json(MIXED)) });
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'The status could not be loaded' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('2 platforms have problems')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('is in the page’s language: states, summary, dates and the median time (Spanish)', async () => {
  await act(() => changeLanguage('es'));
  fakeServer({ 'GET /api/status': () => json(MIXED) });
  renderPage();
  expect(await screen.findByText('2 plataformas tienen problemas')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Estado de las plataformas');
  const youtube = card('YouTube');
  expect(within(youtube).getByText('Funciona')).toBeInTheDocument();
  expect(within(card('Instagram')).getByText('Con fallos')).toBeInTheDocument();
  expect(within(card('Vimeo')).getByText('Sin supervisión')).toBeInTheDocument();
  expect(fact(youtube, 'Desde')).toHaveTextContent(/^hace 3 horas \(26 nov 2026, \d{1,2}:\d{2}\)$/);
  expect(fact(youtube, 'Mediana del tiempo de extracción')).toHaveTextContent(/^4,2\ss$/);
});

describe("the visitors' own extractions (issue #51)", () => {
  const busy = answer([
    entry('youtube', {
      state: 'working',
      traffic: {
        hour: { counted: 120, succeeded: 116, enough: true, success_share: 116 / 120, median_ms: 2140 },
        day: { counted: 19, succeeded: 19, enough: false, success_share: null, median_ms: null },
        last_success: '2026-11-26T11:59:00.000Z',
        last_failure: null,
      },
    }),
  ]);

  it('shows the share that succeeded and the median time of each window, or that there was not enough traffic', async () => {
    fakeServer({ 'GET /api/status': () => json(busy) });
    renderPage();
    await screen.findByText('All platforms are working');
    const youtube = card('YouTube');
    expect(fact(youtube, 'Visitors, last hour')).toHaveTextContent(/^97% of 120 succeeded · 2\.1 s$/);
    expect(fact(youtube, 'Visitors, last 24 hours')).toHaveTextContent('Not enough traffic');
    expect(fact(youtube, 'Last success')).toHaveTextContent(/^1 minute ago/);
    expect(fact(youtube, 'Last failure')).toHaveTextContent('No data yet');
  });

  it('in the page’s language (French)', async () => {
    await act(() => changeLanguage('fr'));
    fakeServer({ 'GET /api/status': () => json(busy) });
    renderPage();
    const youtube = await screen.findByRole('heading', { level: 3, name: 'YouTube' }).then((h) => h.closest('li')!);
    expect(fact(youtube, 'Visiteurs, dernière heure')).toHaveTextContent(/^97\s%\ssur 120 réussies · 2,1\ss$/);
    expect(fact(youtube, 'Visiteurs, dernières 24 heures')).toHaveTextContent('Trafic insuffisant');
  });
});
