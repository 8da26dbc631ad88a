import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@dl/federation/runtime';
import { RemoteModule } from './RemoteModule';
import { preloadRouteModule } from '../remotes';

jest.mock('@dl/federation/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const Page = () => <h1>The page</h1>;
const NO_PROPS = { params: {}, props: {} };
const loadRemoteMock = loadRemote as jest.Mock;

describe('the first page', () => {
  afterEach(() => loadRemoteMock.mockReset());

  it('renders whole in the first commit when its module was loaded before the first render: no spinner first', async () => {
    loadRemoteMock.mockResolvedValue({ default: Page });
    await preloadRouteModule('downloader', './HomePage', 1000, NO_PROPS);
    const spinnerSeen: boolean[] = [];
    const observer = new MutationObserver(() => spinnerSeen.push(document.querySelector('[role="status"]') !== null));
    observer.observe(document.body, { childList: true, subtree: true });
    act(() => void render(<RemoteModule area="downloader" expose="./HomePage" props={{ params: {}, props: {} }} />));
    observer.disconnect();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(spinnerSeen).not.toContain(true);
  });

  it("waits for the module's own preparation (with the route's props) before the first render; one that fails does not stop the page", async () => {
    let finish!: () => void;
    const prepare = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    loadRemoteMock.mockResolvedValue({ default: Page, prepare });
    let done = false;
    const waited = preloadRouteModule('downloader', './PlatformPage', 1000, { params: {}, props: { platformId: 'tiktok' } }).then(() => (done = true));
    await act(async () => undefined);
    expect(prepare).toHaveBeenCalledWith({ params: {}, props: { platformId: 'tiktok' } });
    expect(done).toBe(false);
    finish();
    await waited;
    loadRemoteMock.mockResolvedValue({ default: Page, prepare: () => Promise.reject(new Error('no copy')) });
    await preloadRouteModule('downloader', './HomePage', 1000, NO_PROPS);
    render(<RemoteModule area="downloader" expose="./HomePage" props={NO_PROPS} />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('shows the spinner while a module that was not loaded ahead loads', async () => {
    loadRemoteMock.mockResolvedValue({ default: Page });
    render(<RemoteModule area="preview" expose="./PreviewPage" props={{ params: {}, props: {} }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('stops waiting for a module that takes longer than the wait given, and does not fail on one that fails', async () => {
    jest.useFakeTimers();
    try {
      loadRemoteMock.mockReturnValue(new Promise(() => undefined));
      const waited = preloadRouteModule('content', './BlogPage', 1000, NO_PROPS);
      let done = false;
      void waited.then(() => (done = true));
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(done).toBe(false);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    loadRemoteMock.mockRejectedValue(new Error('remote down'));
    await expect(preloadRouteModule('auth', './LoginPage', 1000, NO_PROPS)).resolves.toBeUndefined();
  });
});

describe('a first page whose remote is down', () => {
  afterEach(() => loadRemoteMock.mockReset());

  it('shows the area error panel after one load that failed, not a second one; Retry loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemoteMock.mockRejectedValue(new Error('remote down'));
    await preloadRouteModule('content', './HelpPage', 1000, NO_PROPS);
    render(<RemoteModule area="content" expose="./HelpPage" props={{ params: {}, props: {} }} />);
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    loadRemoteMock.mockResolvedValue({ default: Page });
    await act(async () => screen.getByRole('button', { name: /Retry/ }).click());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
