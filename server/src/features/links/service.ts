import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { SHORT_LINK_PARAM_KEYS, type ShortLinkParams } from '@dl/contract';
import type { Database } from '../../infra/db/schema';

export const SHORT_LINK_KEYS = SHORT_LINK_PARAM_KEYS;
export const SHORT_LINK_DAYS = 30;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 10 characters of base62 (≈59 bits): short to share, impossible to guess. */
export function newShortId(): string {
  let id = '';
  while (id.length < 10) {
    for (const b of crypto.randomBytes(16)) {
      // 248 = 62 × 4: reject the top values so every character is equally likely.
      if (b < 248 && id.length < 10) id += ALPHABET[b % 62];
    }
  }
  return id;
}

/** Short links to previews, kept in the same database as the accounts. */
export class ShortLinkService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores only the parameters that are not empty (SPEC §5). */
  async create(params: Record<string, unknown>): Promise<string> {
    const kept: ShortLinkParams = {};
    for (const key of SHORT_LINK_KEYS) {
      const v = params[key];
      if (v === null || v === undefined) continue;
      const s = String(v).trim();
      if (s) kept[key] = s;
    }
    const now = new Date();
    for (let attempt = 0; ; attempt++) {
      const id = newShortId();
      try {
        await this.db
          .insertInto('short_links')
          .values({ id, params: JSON.stringify(kept), created_at: now.toISOString(), expires_at: new Date(now.getTime() + SHORT_LINK_DAYS * 86_400_000).toISOString() })
          .execute();
        return id;
      } catch (e) {
        if (attempt < 3 && /unique|duplicate|primary/i.test(String((e as Error).message))) continue;
        throw e;
      }
    }
  }

  /** The stored parameters, or null when the id is unknown or expired. */
  async resolve(id: string): Promise<ShortLinkParams | null> {
    if (!/^[A-Za-z0-9]{6,32}$/.test(id)) return null;
    const row = await this.db.selectFrom('short_links').select(['params', 'expires_at']).where('id', '=', id).executeTakeFirst();
    if (!row || (row.expires_at && row.expires_at <= new Date().toISOString())) return null;
    await this.db.updateTable('short_links').set((eb) => ({ hits: eb('hits', '+', 1) })).where('id', '=', id).execute();
    return JSON.parse(row.params) as ShortLinkParams;
  }
}
