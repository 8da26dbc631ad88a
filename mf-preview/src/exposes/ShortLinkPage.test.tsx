import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, fakeServer, json } from '@dl/shared-config/testing';
import ShortLinkPage from './ShortLinkPage';
import { apiAtOrigin } from '../testing/timers';

afterEach(() => jest.restoreAllMocks());

function render(shortId: string) {
  return renderWithProviders(<ShortLinkPage params={{ shortId }} props={{}} />, { route: `/p/${shortId}`, path: '/p/:shortId', preloadedState: apiAtOrigin });
}

describe('/p/{shortId}', () => {
  it('resolves the link and opens the preview with its parameters', async () => {
    fakeServer((req) =>
      req.path === '/api/shorten-preview/Ab3dE9' ? json({ params: { url: 'https://cdn.example.com/v.mp4', title: 'Cats', is_audio: 'false' } }, 200) : undefined,
    );
    const { router } = render('Ab3dE9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/preview'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ url: 'https://cdn.example.com/v.mp4', title: 'Cats', is_audio: 'false' });
  });

  it('an unknown or expired link says so and offers the way home', async () => {
    fakeServer(() => json({ error: 'Short link not found' }, 404));
    render('nope');
    expect(await screen.findByRole('heading', { name: 'This preview link is no longer available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('a server failure shows its error with a retry', async () => {
    fakeServer(() => json({ error: 'Database unavailable' }, 500));
    render('Ab3dE9');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
