import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, empty, fakeServer, json, type Handler } from '@dl/shared-config/testing';
import PreviewPage from './PreviewPage';
import { advanceTime, apiAtOrigin, useTestTimers } from '../testing/timers';

const MERGE_ROUTE = '/preview?task_id=t1&video_format_id=137&audio_format_id=140&title=My%20clip&source_url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dabc';

function render(route = MERGE_ROUTE, strict = false) {
  // StrictMode at the root, where React runs every effect twice on mount.
  return renderWithProviders(<PreviewPage params={{}} props={{}} />, { route, path: '/preview', preloadedState: apiAtOrigin, reactStrictMode: strict });
}

const advance = (ms: number) => advanceTime(ms, { act });

/** A server whose start-merge answers task t1 and whose status answers come from `statuses` in turn. */
function mergeServer(statuses: (() => Response)[], extra?: Handler) {
  let i = 0;
  return fakeServer(async (req) => {
    if (req.path === '/api/download/start-merge') return json({ task_id: 't1' }, 200);
    if (req.path === '/api/download/status/t1') return statuses[Math.min(i++, statuses.length - 1)]();
    if (req.path === '/api/config') return json({ file_retention_seconds: 3600, environment: 'test' }, 200);
    return extra?.(req);
  });
}

const progressBar = () => screen.getByRole('progressbar');

beforeEach(() => useTestTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('merge flow on /preview (SPEC §4)', () => {
  it('goes 0 % → server message → 100 % → player, with the Processing title while merging', async () => {
    const seen = mergeServer([
      () => json({ status: 'processing', progress: 40, message: 'Merging video and audio' }, 200),
      () => json({ status: 'complete', progress: 100, message: 'done', actual_sizes: { final_file: 5 * 1024 * 1024, combined_streams: 5.5 * 1024 * 1024 } }, 200),
    ]);
    render();
    expect(await screen.findByText('Starting video processing...')).toBeInTheDocument();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    expect(document.title).toBe('Processing | YouTube | My clip');
    await waitFor(() => expect(seen.find((r) => r.path === '/api/download/start-merge')?.url.search).toBe('?task_id=t1&video_format_id=137&audio_format_id=140'));

    await advance(1000);
    expect(await screen.findByText('Merging video and audio')).toBeInTheDocument();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '40');

    await advance(1000);
    expect(await screen.findByText('Processing complete! Loading video...')).toBeInTheDocument();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '100');
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', 'http://localhost/api/download/file/t1');
    expect(document.title).toBe('Preview | YouTube | My clip');
    expect(screen.getByText('5.0 MB')).toBeInTheDocument();
    expect(screen.getByText('5.5 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Video' })).toBeEnabled();

    // The progress card goes once the player has the media.
    act(() => void video.dispatchEvent(new Event('loadedmetadata')));
    expect(screen.queryByText('Processing complete! Loading video...')).not.toBeInTheDocument();
  });

  it('shows the default text while the server sends no message', async () => {
    mergeServer([() => json({ status: 'queued', progress: 0, message: '' }, 200)]);
    render();
    await advance(1000);
    expect(await screen.findByText('Processing...')).toBeInTheDocument();
  });

  it('merges through a start-merge url given as url', async () => {
    const seen = mergeServer([() => json({ status: 'complete', progress: 100 }, 200)]);
    render(`/preview?url=${encodeURIComponent('/api/download/start-merge?task_id=t1&video_format_id=1&audio_format_id=2')}`);
    await advance(1000);
    await screen.findByText('Processing complete! Loading video...');
    expect(seen.filter((r) => r.path === '/api/download/start-merge')).toHaveLength(1);
    expect(document.querySelector('video')).toHaveAttribute('src', 'http://localhost/api/download/file/t1');
  });

  it('aborts after 5 consecutive polling errors with the exact text', async () => {
    const seen = mergeServer([() => json({ error: 'boom' }, 500, 'Internal Server Error')]);
    render();
    await advance(1000 + 1500 + 2250 + 3375 + 5000);
    expect(await screen.findByText('Processing Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many consecutive polling errors: HTTP 500: Internal Server Error')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/download/status/t1')).toHaveLength(5);
  });

  it('status 404 and a missing file give the "no longer available" text', async () => {
    const seen = mergeServer([() => json({ error: 'Task not found' }, 404, 'Not Found')], (req) =>
      req.path === '/api/download/file/t1' ? empty(404) : undefined,
    );
    render();
    await advance(1000);
    expect(
      await screen.findByText(
        'Video processing completed but file is no longer available. The file may have expired or been cleaned up. Please try downloading again.',
      ),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/download/file/t1')?.method).toBe('HEAD');
  });

  it('status 404 with the file still there counts as complete', async () => {
    mergeServer([() => json({ error: 'Task not found' }, 404)], (req) => (req.path === '/api/download/file/t1' ? empty(200) : undefined));
    render();
    await advance(1000);
    expect(await screen.findByText('Processing complete! Loading video...')).toBeInTheDocument();
    expect(document.querySelector('video')).toHaveAttribute('src', 'http://localhost/api/download/file/t1');
  });

  it('status error shows the server message with the format hint', async () => {
    mergeServer([() => json({ status: 'error', progress: 10, message: 'Requested format is not available' }, 200)]);
    render();
    await advance(1000);
    expect(
      await screen.findByText('Requested format is not available. Try refreshing the homepage and selecting a different video quality.'),
    ).toBeInTheDocument();
  });

  it('status error without a message reads "Video processing failed"', async () => {
    mergeServer([() => json({ status: 'error', progress: 10 }, 200)]);
    render();
    await advance(1000);
    expect(await screen.findByText('Video processing failed')).toBeInTheDocument();
  });

  it('a start response without task_id gives "Failed to start merge task"', async () => {
    fakeServer((req) => (req.path === '/api/download/start-merge' ? json({}, 200) : undefined));
    render();
    expect(await screen.findByText('Failed to start merge task')).toBeInTheDocument();
    expect(screen.getByText('Processing Failed')).toBeInTheDocument();
  });

  it('times out after 60 polls', async () => {
    mergeServer([() => json({ status: 'processing', progress: 10, message: 'Downloading streams' }, 200)]);
    render();
    await advance(61_000);
    expect(await screen.findByText('Video processing timed out')).toBeInTheDocument();
  });

  it('starts the same merge only once, even under StrictMode', async () => {
    const seen = mergeServer([() => json({ status: 'complete', progress: 100 }, 200)]);
    render(MERGE_ROUTE, true);
    await advance(1000);
    await screen.findByText('Processing complete! Loading video...');
    expect(seen.filter((r) => r.path === '/api/download/start-merge')).toHaveLength(1);
  });
});
