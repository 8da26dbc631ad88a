/**
 * The canary's records in the database (SQLite or PostgreSQL): the last 24 hours of results and each platform's state
 * with when it began, so a restart keeps the status and every instance of a cluster answers the same.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlatformState } from '@dl/contract';
import type { Database } from '../../infra/db/schema';
import { stateOf } from './state';

/** How long results are kept, and the window every figure of the status is over. */
export const WINDOW_MS = 24 * 3_600_000;

export interface CanaryResult {
  platform: string;
  ok: boolean;
  ms: number;
  /** The typed error's code of a failure (never a message, a link or a cookie). */
  errorCode: string | null;
  /** When its round began and when it ended (ms since the epoch). */
  roundAt: number;
  at: number;
}

export interface StoredState {
  state: PlatformState;
  since: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export class CanaryStore {
  constructor(private readonly db: Kysely<Database>) {}

  async record(r: CanaryResult): Promise<void> {
    await this.db
      .insertInto('canary_results')
      .values({ id: crypto.randomUUID(), platform: r.platform, ok: r.ok ? 1 : 0, ms: Math.round(r.ms), error_code: r.errorCode, round_at: iso(r.roundAt), at: iso(r.at) })
      .execute();
  }

  /** Removes the results older than the window; how many went. */
  async prune(now: number): Promise<number> {
    const res = await this.db.deleteFrom('canary_results').where('at', '<', iso(now - WINDOW_MS)).executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** When the latest round began (ms), or null. */
  async lastRoundAt(): Promise<number | null> {
    const row = await this.db.selectFrom('canary_results').select((eb) => eb.fn.max('round_at').as('last')).executeTakeFirst();
    return row?.last ? Date.parse(row.last) : null;
  }

  /** Every result of the window, per platform, newest first. */
  async window(now: number, platforms?: readonly string[]): Promise<Map<string, CanaryResult[]>> {
    let q = this.db.selectFrom('canary_results').selectAll().where('at', '>=', iso(now - WINDOW_MS));
    if (platforms) {
      if (!platforms.length) return new Map();
      q = q.where('platform', 'in', [...platforms]);
    }
    const rows = await q.orderBy('at', 'desc').orderBy('id').execute();
    const out = new Map<string, CanaryResult[]>();
    for (const row of rows) {
      const list = out.get(row.platform) ?? [];
      list.push({ platform: row.platform, ok: Number(row.ok) === 1, ms: Number(row.ms), errorCode: row.error_code, roundAt: Date.parse(row.round_at), at: Date.parse(row.at) });
      out.set(row.platform, list);
    }
    return out;
  }

  async states(): Promise<Map<string, StoredState>> {
    const rows = await this.db.selectFrom('canary_states').selectAll().execute();
    return new Map(rows.map((r) => [r.platform, { state: r.state as PlatformState, since: r.since }]));
  }

  /**
   * Each platform's state from its results of the window, stored with the time it began when it changed (the end of
   * the extraction that changed it). Called at the end of a round, by the instance that ran it.
   */
  async updateStates(now: number, platforms: readonly string[]): Promise<void> {
    const results = await this.window(now, platforms);
    const stored = await this.states();
    for (const platform of platforms) {
      const list = results.get(platform) ?? [];
      const state = stateOf(list);
      if (stored.get(platform)?.state === state) continue;
      const since = list.length ? iso(list[0].at) : iso(now);
      const updated = await this.db.updateTable('canary_states').set({ state, since }).where('platform', '=', platform).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await this.db.insertInto('canary_states').values({ platform, state, since }).execute();
    }
  }
}
