import { act, screen, within } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { renderWithProviders } from '@dl/shared-config/testing';
import { buildRoutes } from './routes';

/** Each route module of the remotes, as the federation runtime would give it: it shows what it was given. */
jest.mock('@dl/federation/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => ({
    default: ({ params }: { params: Record<string, string> }) => <p data-testid="page">{`${id} ${JSON.stringify(params)}`}</p>,
  })),
}));

function Routes() {
  return useRoutes(buildRoutes());
}

/** The page in the layout's main region (the nav's account menu is a remote module too). */
const page = () => within(screen.getByRole('main')).findByTestId('page');

const open = async (route: string) => {
  const { unmount } = renderWithProviders(<Routes />, { route });
  const text = (await page()).textContent;
  unmount();
  return text;
};

describe('the router', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders the home page and each landing page, by its path or any alias, whatever the case or a trailing slash', async () => {
    expect(await open('/')).toBe('mf_downloader/HomePage {}');
  });

  it.each([['/youtube-downloader'], ['/youtube-to-mp3'], ['/YouTube-Downloader/'], ['/tiktok-downloader']])('%s opens the landing page module', async (path) => {
    expect(await open(path)).toMatch(/^mf_downloader\/PlatformPage /);
  });

  it('passes the path parameters to the page (a blog post, a short link)', async () => {
    expect(await open('/blog/how-to-save-a-video')).toMatch(/\{"id":"how-to-save-a-video"\}$/);
    expect(await open('/p/Ab3x9')).toMatch(/\{"shortId":"Ab3x9"\}$/);
  });

  it('shows the 404 page for a path of no route, and for a parameter that is not a valid encoding', async () => {
    for (const path of ['/no-such-page', '/p/%E0%A4%A']) {
      const { unmount } = renderWithProviders(<Routes />, { route: path });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).queryByTestId('page')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('goes from one page to another of the same module without keeping the first one (each route remounts)', async () => {
    const { router } = renderWithProviders(<Routes />, { route: '/youtube-downloader' });
    expect((await page()).textContent).toMatch(/PlatformPage/);
    await act(() => router.navigate('/privacy-policy'));
    expect((await page()).textContent).toMatch(/^mf_content\//);
  });
});
