import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, apiState, fakeServer, json } from '@dl/shared-config/testing';
import { DEFAULT_PREFERENCES, type MediaItem, type Preferences, type User } from '@dl/contract';
import { Downloader } from './Downloader';
import { itemMatches, pageOf } from '../../../rules';
import { videoInfo } from '../../../testing/fixtures';

const FEED = 'https://feeds.example.com/thirty.xml';

/** Day n of a 30-episode feed, newest first, as the server lists it. */
const episodes: MediaItem[] = Array.from({ length: 30 }, (_, i) => 30 - i).map((n) => ({
  title: `Day ${n}: ${n % 2 ? 'Rivers' : 'Mont\u00e9e'}`,
  url: `${FEED}#episode=day-${n}`,
  published: new Date(Date.UTC(2024, 2, n, 6)).toISOString(),
  duration: 60 + n,
  thumbnail_url: n === 30 ? 'https://feeds.example.com/art.jpg' : null,
}));

const feedResult = () => videoInfo({ title: 'Day 30: Mont\u00e9e', series: 'Thirty Days', is_podcast: true, episodes, list_id: 'list-30-abcdef' });
const episodeResult = (n: number) => videoInfo({ title: `Day ${n}: Rivers`, series: 'Thirty Days', is_podcast: true });

const ADA: User = {
  email: 'ada@example.com',
  username: null,
  email_verified: true,
  profile: { display_name: null, avatar_url: null, timezone: 'UTC', language: 'en', country: null, preferences: DEFAULT_PREFERENCES as Preferences },
  subscription: { tier: 'free', usage_limits: { downloads_today: 0, daily_limit: null } },
};

function setup(signedIn = false) {
  const user = userEvent.setup();
  const session = signedIn ? { session: { status: 'authenticated' as const, user: ADA, accessToken: 'a', refreshToken: 'r', error: null } } : {};
  const { store } = renderWithProviders(<Downloader shareText="detect" placeholder="Paste a link" />, { preloadedState: { ...apiState(), ...session }, route: '/', path: '/' });
  return { user, store, input: screen.getByRole('textbox', { name: 'Media URL' }) };
}

const titles = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.querySelector('.dl-item-title')!.textContent);

afterEach(() => jest.restoreAllMocks());

describe('the episodes of a feed (issue #23)', () => {
  it('lists 30 episodes 20 a page, newest first, with dates and lengths; search finds by title whatever the case and accents', async () => {
    fakeServer(() => json(feedResult()));
    const { user, input } = setup();
    await user.type(input, `${FEED}{Enter}`);
    const region = await screen.findByRole('region', { name: 'Episodes' });
    expect(within(region).getByRole('heading')).toHaveTextContent('Episodes (30)');
    const list = within(region).getByRole('list');
    expect(titles(list)).toHaveLength(20);
    expect(titles(list)[0]).toBe('Day 30: Mont\u00e9e');
    expect(titles(list)[19]).toBe('Day 11: Rivers');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Mar 30, 2024 · 1:30');
    expect(within(region).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(titles(within(region).getByRole('list'))).toEqual(['Day 10: Mont\u00e9e', 'Day 9: Rivers', 'Day 8: Mont\u00e9e', 'Day 7: Rivers', 'Day 6: Mont\u00e9e', 'Day 5: Rivers', 'Day 4: Mont\u00e9e', 'Day 3: Rivers', 'Day 2: Mont\u00e9e', 'Day 1: Rivers']);
    expect(within(region).getByRole('button', { name: 'Next' })).toBeDisabled();

    // Searching goes back to the first page of what matches; case and accents are ignored.
    await user.type(within(region).getByRole('searchbox', { name: 'Search episodes by title' }), 'MONTEE');
    expect(titles(within(region).getByRole('list'))).toHaveLength(15);
    expect(within(region).queryByText(/^Page /)).toBeNull();
    await user.type(within(region).getByRole('searchbox'), ' 2');
    expect(titles(within(region).getByRole('list'))).toEqual(['Day 28: Mont\u00e9e', 'Day 26: Mont\u00e9e', 'Day 24: Mont\u00e9e', 'Day 22: Mont\u00e9e', 'Day 20: Mont\u00e9e', 'Day 12: Mont\u00e9e', 'Day 2: Mont\u00e9e']);
    await user.clear(within(region).getByRole('searchbox'));
    await user.type(within(region).getByRole('searchbox'), 'nothing like it');
    expect(within(region).getByText('No title matches your search.')).toBeInTheDocument();
  });

  it('opens an episode alone (its own extraction) and goes back to all the episodes', async () => {
    const seen = fakeServer((req) => {
      if (req.path === '/api/config') return json({ file_retention_seconds: 3600, environment: 'test' });
      const url = (req.body as { tweet_url: string }).tweet_url;
      return json(url === `${FEED}#episode=day-7` ? episodeResult(7) : feedResult());
    });
    const extractions = () => seen.filter((r) => r.path !== '/api/config');
    const { user, input } = setup();
    await user.type(input, `${FEED}{Enter}`);
    const region = await screen.findByRole('region', { name: 'Episodes' });
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    await user.click(within(region).getByRole('button', { name: 'Open: Day 7: Rivers' }));
    expect(await screen.findByRole('heading', { name: 'Day 7: Rivers' })).toBeInTheDocument();
    expect((extractions().at(-1)!.body as { tweet_url: string }).tweet_url).toBe(`${FEED}#episode=day-7`);
    expect(input).toHaveValue(`${FEED}#episode=day-7`);
    expect(screen.queryByRole('region', { name: 'Episodes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '← All episodes: Thirty Days' }));
    expect(await screen.findByRole('region', { name: 'Episodes' })).toBeInTheDocument();
    expect((extractions().at(-1)!.body as { tweet_url: string }).tweet_url).toBe(FEED);
  });

  it('calls a playlist’s entries items, and goes back to all items', async () => {
    const POST = 'https://www.instagram.com/p/abc/';
    const items: MediaItem[] = [1, 2].map((n) => ({ title: `Clip ${n}`, url: `${POST}#item=${n}`, published: null, duration: null, thumbnail_url: null }));
    fakeServer((req) => json((req.body as { tweet_url?: string } | undefined)?.tweet_url === `${POST}#item=2` ? videoInfo({ title: 'Clip 2', platform: 'Instagram' }) : videoInfo({ title: 'Clip 1', platform: 'Instagram', series: 'A post', episodes: items })));
    const { user, input } = setup();
    await user.type(input, `${POST}{Enter}`);
    const region = await screen.findByRole('region', { name: 'Items' });
    expect(within(region).getByRole('searchbox', { name: 'Search items by title' })).toBeInTheDocument();
    expect(within(region).queryByText(/^Page /)).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Open: Clip 2' }));
    await user.click(await screen.findByRole('button', { name: '← All items: A post' }));
    expect(await screen.findByRole('region', { name: 'Items' })).toBeInTheDocument();
  });

  it('a visitor chooses episodes (one by one, or all that match) and gets them as one ZIP, within its limit', async () => {
    fakeServer((req) => (req.path === '/api/config' ? json({ file_retention_seconds: 3600, environment: 'test', zip_max_items: 25 }) : json(feedResult())));
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user, input } = setup();
    await user.type(input, `${FEED}{Enter}`);
    const region = await screen.findByRole('region', { name: 'Episodes' });
    const zip = within(region).getByRole('button', { name: 'Download selected (0) as ZIP' });
    expect(zip).toBeDisabled();
    await user.click(within(region).getByRole('checkbox', { name: 'Select Day 28: Mont\u00e9e' }));
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Select Day 7: Rivers' }));
    expect(within(region).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Download selected (2) as ZIP' }));
    // Their places in the list, in list order.
    expect(clicks.map((a) => a.href)).toEqual(['http://localhost/api/download/zip?list_id=list-30-abcdef&items=3,24']);

    // "Select all" takes every episode the search finds, on every page; past the ZIP's limit the page says so.
    await user.click(within(region).getByRole('checkbox', { name: 'Select all' }));
    expect(within(region).getByText('30 selected')).toBeInTheDocument();
    expect(within(region).getByRole('alert')).toHaveTextContent('A ZIP file takes up to 25 items: choose fewer.');
    expect(within(region).getByRole('button', { name: 'Download selected (30) as ZIP' })).toBeDisabled();
    await user.click(within(region).getByRole('checkbox', { name: 'Select all' }));
    expect(within(region).getByText('0 selected')).toBeInTheDocument();
    await user.type(within(region).getByRole('searchbox'), 'rivers');
    await user.click(within(region).getByRole('checkbox', { name: 'Select all' }));
    expect(within(region).getByText('15 selected')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Download selected (15) as ZIP' })).toBeEnabled();
  });

  it('a signed-in user’s chosen episodes go to the batch download, in list order', async () => {
    fakeServer(() => json(feedResult()));
    const { user, store, input } = setup(true);
    await user.type(input, `${FEED}{Enter}`);
    const region = await screen.findByRole('region', { name: 'Episodes' });
    await user.click(within(region).getByRole('checkbox', { name: 'Select Day 21: Rivers' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Select Day 29: Rivers' }));
    await user.click(within(region).getByRole('button', { name: 'Download selected (2) as a batch' }));
    expect(store.getState().batchRequest.links).toEqual([`${FEED}#episode=day-29`, `${FEED}#episode=day-21`]);
    // A batch takes ten links at most.
    await user.click(within(region).getByRole('checkbox', { name: 'Select all' }));
    expect(within(region).getByRole('alert')).toHaveTextContent('A batch takes up to 10 items at once: choose fewer.');
  });

  it('pages and matches as the list shows them', () => {
    expect(pageOf([1, 2, 3], 5, 2)).toEqual({ items: [3], page: 2, pages: 2 });
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
    expect(itemMatches('Caf\u00e9 Talk #3', 'cafe talk')).toBe(true);
    expect(itemMatches('Caf\u00e9 Talk #3', 'talk cafe')).toBe(true);
    expect(itemMatches('Caf\u00e9 Talk #3', 'tea')).toBe(false);
    expect(itemMatches('Anything', '   ')).toBe(true);
  });
});
