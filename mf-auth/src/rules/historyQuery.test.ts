import { buildHistoryQuery, canDownloadHistoryItem } from './historyQuery';

describe('history query (SPEC §7, §9)', () => {
  it.each([
    [{ page: 1, sort: 'date', order: 'desc' }, 'page=1&limit=20&sort=date&order=desc'],
    [{ page: 3, sort: 'size', order: 'asc', platform: 'YouTube', format: 'audio', status: 'completed' }, 'page=3&limit=20&sort=size&order=asc&platform=YouTube&format=audio&status=completed'],
    [{ page: 0, sort: 'title', order: 'asc', platform: '', format: '', status: '' }, 'page=1&limit=20&sort=title&order=asc'],
  ] as const)('%p → %p', (query, expected) => {
    expect(buildHistoryQuery(query)).toBe(expected);
  });

  it.each([
    ['completed', true],
    ['failed', false],
    ['in_progress', false],
  ] as const)('status %p offers Download and Copy URL: %p', (status, expected) => {
    expect(canDownloadHistoryItem({ status })).toBe(expected);
  });
});
