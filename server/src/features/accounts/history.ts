import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { type HistoryItem, type HistoryRecord } from '@dl/contract';
import { HISTORY_PAGE_SIZE } from '@dl/contract';
import type { Database } from '../../infra/db/schema';
import { parsePreferences, type UserRow } from './users';

export interface HistoryQuery {
  page: number;
  limit: number;
  sort: 'date' | 'title' | 'platform' | 'size';
  order: 'asc' | 'desc';
  platform?: string;
  format?: string;
  status?: string;
}

const SORT_COLUMN = { date: 'download_time', title: 'title', platform: 'platform', size: 'file_size' } as const;

type HistoryEntry = HistoryRecord & { file_url?: string | null; duration?: number | null; status?: HistoryItem['status'] };

export class HistoryService {
  constructor(
    private readonly db: Kysely<Database>,
    /** Counts a user's download towards the daily limit, refusing one past it (AccountService). */
    private readonly counter: { countDownload(row: UserRow): Promise<void> },
  ) {}

  /**
   * A signed-in user's download (the page's report of one, a key's one-call download): counted towards the daily
   * limit, refused past it, and recorded unless the user's preferences turn the history off. Its id, or null when not
   * recorded.
   */
  async recordDownload(row: UserRow, entry: HistoryEntry): Promise<string | null> {
    await this.counter.countDownload(row);
    // The user's preference turns history off; the server honours it too.
    if (!parsePreferences(row.preferences).download_history_enabled) return null;
    return this.add(row.id, entry);
  }

  async list(userId: string, q: HistoryQuery): Promise<{ history: HistoryItem[]; page: number; pages: number; total: number; limit: number }> {
    const limit = Math.min(Math.max(q.limit || HISTORY_PAGE_SIZE, 1), 100);
    let base = this.db.selectFrom('download_history').where('user_id', '=', userId);
    if (q.platform) base = base.where('platform', '=', q.platform);
    if (q.format) base = base.where('format', '=', q.format);
    if (q.status) base = base.where('status', '=', q.status);
    const { count } = await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
    const total = Number(count);
    const pages = Math.max(1, Math.ceil(total / limit));
    const page = Math.min(Math.max(q.page || 1, 1), pages);
    const rows = await base
      .selectAll()
      .orderBy(SORT_COLUMN[q.sort], q.order)
      .orderBy('id', q.order)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return {
      history: rows.map((r) => ({
        id: r.id,
        title: r.title,
        url: r.url,
        platform: r.platform,
        format: r.format,
        quality: r.quality,
        file_size: r.file_size === null ? null : Number(r.file_size),
        duration: r.duration === null ? null : Number(r.duration),
        download_time: r.download_time,
        status: r.status as HistoryItem['status'],
        thumbnail_url: r.thumbnail_url,
        file_url: r.file_url,
      })),
      page,
      pages,
      total,
      limit,
    };
  }

  async add(userId: string, record: HistoryEntry): Promise<string> {
    const id = crypto.randomUUID();
    await this.db
      .insertInto('download_history')
      .values({
        id,
        user_id: userId,
        url: record.url,
        title: record.title,
        platform: record.platform,
        format: record.format,
        quality: record.quality ?? null,
        file_size: record.file_size ?? null,
        duration: record.duration ?? null,
        thumbnail_url: record.thumbnail_url ?? null,
        file_url: record.file_url ?? record.url,
        status: record.status ?? 'completed',
        download_time: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  async clear(userId: string): Promise<number> {
    const res = await this.db.deleteFrom('download_history').where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
