import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, json, fakeServer, type SeenRequest } from '@dl/shared-config/testing';
import { HistoryModal } from './HistoryModal';
import { historyItem, makeUser, signedIn } from '../../../testing/fixtures';

function setup() {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<HistoryModal onClose={jest.fn()} />, { preloadedState: signedIn() }) };
}

const query = (req: SeenRequest) => Object.fromEntries(req.url.searchParams);

afterEach(() => jest.restoreAllMocks());

describe('download history modal', () => {
  it('asks for page 1 of 20 by date, newest first, with the bearer token', async () => {
    const seen = fakeServer({ 'GET /api/auth/download-history': () => json({ history: [historyItem()], page: 1, pages: 1, total: 1 }) });
    setup();
    await screen.findByText('Big Buck Bunny');
    expect(query(seen[0])).toEqual({ page: '1', limit: '20', sort: 'date', order: 'desc' });
    expect(seen[0].authorization).toBe('Bearer access-1');
  });

  it("shows 'No downloads found' with a hint when empty", async () => {
    fakeServer({ 'GET /api/auth/download-history': () => json({ history: [], page: 1, pages: 0, total: 0 }) });
    setup();
    expect(await screen.findByText('No downloads found')).toBeInTheDocument();
    expect(screen.getByText(/adjusting the filters, or start downloading/)).toBeInTheDocument();
  });

  it('shows thumbnail, title, platform, format, quality, size, duration, time and status', async () => {
    fakeServer({ 'GET /api/auth/download-history': () => json({ history: [historyItem()], page: 1, pages: 1, total: 1 }) });
    setup();
    const row = (await screen.findByText('Big Buck Bunny')).closest('li')!;
    expect(row.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    for (const text of ['YouTube', 'video', '720p', '15 MB', '10:34', 'Completed']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(row.querySelector('time')).toHaveAttribute('dateTime', '2026-11-02T10:15:00.000Z');
  });

  it("shows the time in the profile's timezone (issue #24)", async () => {
    fakeServer({ 'GET /api/auth/download-history': () => json({ history: [historyItem()], page: 1, pages: 1, total: 1 }) });
    const tokyo = makeUser();
    renderWithProviders(<HistoryModal onClose={jest.fn()} />, { preloadedState: signedIn({ ...tokyo, profile: { ...tokyo.profile, timezone: 'Asia/Tokyo' } }) });
    const row = (await screen.findByText('Big Buck Bunny')).closest('li')!;
    // 10:15 UTC is 19:15 in Tokyo.
    expect(row.querySelector('time')).toHaveTextContent('Nov 2, 2026, 7:15 PM');
  });

  it('only completed items offer Download and Copy URL', async () => {
    fakeServer({
      'GET /api/auth/download-history': () =>
        json({
          history: [
            historyItem({ id: '1', title: 'Done one', status: 'completed' }),
            historyItem({ id: '2', title: 'Broken one', status: 'failed' }),
            historyItem({ id: '3', title: 'Running one', status: 'in_progress' }),
          ],
          page: 1,
          pages: 1,
          total: 3,
        }),
    });
    const { user } = setup();
    const done = (await screen.findByText('Done one')).closest('li')!;
    expect(within(done).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://cdn.example.com/bunny.mp4');
    expect(within(done).getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
    for (const title of ['Broken one', 'Running one']) {
      const row = screen.getByText(title).closest('li')!;
      expect(within(row).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Copy URL' })).not.toBeInTheDocument();
    }
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(done).getByRole('button', { name: 'Copy URL' }));
    expect(writeText).toHaveBeenCalledWith('https://cdn.example.com/bunny.mp4');
    expect(await within(done).findByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('links server paths on the API origin', async () => {
    fakeServer({ 'GET /api/auth/download-history': () => json({ history: [historyItem({ file_url: '/api/download/file/t1' })], page: 1, pages: 1, total: 1 }) });
    setup();
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', 'http://localhost/api/download/file/t1');
  });

  it('filters, sorts and pages through the server', async () => {
    const seen = fakeServer({
      'GET /api/auth/download-history': (req) => json({ history: [historyItem({ title: `Page ${query(req).page}` })], page: Number(query(req).page), pages: 3, total: 45 }),
    });
    const { user } = setup();
    await screen.findByText('Page 1');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByLabelText('Platform'), 'TikTok');
    await user.selectOptions(screen.getByLabelText('Format'), 'audio');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'size');
    await user.selectOptions(screen.getByLabelText('Order'), 'asc');
    await waitFor(() => expect(query(seen[seen.length - 1])).toEqual({ page: '1', limit: '20', sort: 'size', order: 'asc', platform: 'TikTok', format: 'audio', status: 'failed' }));
    expect(within(screen.getByLabelText('Sort by')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Date', 'Title', 'Platform', 'Size']);
  });

  it('asks for confirmation before clearing, with the exact text', async () => {
    const seen = fakeServer({
      'GET /api/auth/download-history': () => json({ history: [historyItem()], page: 1, pages: 1, total: 1 }),
      'DELETE /api/auth/download-history': () => json({ message: 'History cleared.' }),
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = setup();
    await screen.findByText('Big Buck Bunny');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to clear all download history? This action cannot be undone.');
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);

    confirm.mockReturnValue(true);
    (global.fetch as jest.Mock).mockClear();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'DELETE')).toBe(true));
    // The list is fetched again after clearing.
    await waitFor(() => expect(seen.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(2));
  });

  it.each([
    ['Failed to fetch download history', () => json({}, 500)],
    ['History is unavailable right now.', () => json({ error: 'History is unavailable right now.' }, 503)],
  ])('a failed fetch shows %p', async (message, reply) => {
    fakeServer({ 'GET /api/auth/download-history': reply });
    setup();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it("a failed clear shows 'Failed to clear download history'", async () => {
    fakeServer({
      'GET /api/auth/download-history': () => json({ history: [historyItem()], page: 1, pages: 1, total: 1 }),
      'DELETE /api/auth/download-history': () => json({}, 500),
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = setup();
    await screen.findByText('Big Buck Bunny');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to clear download history');
  });
});
