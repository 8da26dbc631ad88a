/** SPEC §7 GET /api/auth/download-history?page=&limit=20&sort=&order= plus the optional filters. */
import type { HistoryStatus } from '@dl/shared-config';
import { HISTORY_PAGE_SIZE } from '@dl/contract';
import type { HistoryOrder, HistorySort } from './constants';

export interface HistoryQuery {
  page: number;
  sort: HistorySort;
  order: HistoryOrder;
  platform?: string;
  format?: string;
  status?: HistoryStatus | '';
}

export const DEFAULT_HISTORY_QUERY: HistoryQuery = { page: 1, sort: 'date', order: 'desc', platform: '', format: '', status: '' };

export function buildHistoryQuery({ page, sort, order, platform, format, status }: HistoryQuery): string {
  const params = new URLSearchParams({ page: String(Math.max(1, Math.floor(page) || 1)), limit: String(HISTORY_PAGE_SIZE), sort, order });
  if (platform) params.set('platform', platform);
  if (format) params.set('format', format);
  if (status) params.set('status', status);
  return params.toString();
}

/** Only completed items offer Download and Copy URL (SPEC §4 History status values). */
export function canDownloadHistoryItem(item: { status: HistoryStatus }): boolean {
  return item.status === 'completed';
}
