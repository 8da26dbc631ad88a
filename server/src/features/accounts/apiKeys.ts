/**
 * A signed-in user's API keys (issue 51): what a program sends instead of passing the site's bot challenge. A key is
 * `mgk_` + 32 random base64url characters + a 6-character CRC-32 of them, so that secret scanners can find a leaked key
 * by its prefix and tell it from noise by its checksum, and the server refuses a mistyped key without a database
 * read. A key is shown once, when it is made; only its SHA-256 is kept (it has 192 random bits: no slow hash is
 * needed), with its first characters for the profile to tell keys apart.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema';
import { HttpError } from '../../infra/errors';
import { hashToken } from './tokens';
import type { UserRow } from './users';

export const API_KEY_PREFIX = 'mgk_';
const BODY_LENGTH = 32;
const CHECK_LENGTH = 6;
/** What the profile shows of a key: its prefix and the first characters of its body. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;
/** The keys one user may hold at once (revoked ones do not count); API_KEY_TEXT.tooMany says the number. */
export const MAX_KEYS_PER_USER = 10;
/** A key's last use is written at most this often, not on every call. */
const LAST_USED_EVERY_MS = 60_000;

export const API_KEY_TEXT = {
  invalid: 'This API key is not valid or has been revoked.',
  unavailable: 'API keys are not available on this site.',
  nameRequired: 'Give the key a name.',
  tooMany: 'You already have 10 API keys, the most an account may hold. Revoke one before you make another.',
  notFound: 'This API key does not exist or has already been revoked.',
  revoked: 'The API key is revoked. Programs that use it are refused from now on.',
} as const;

export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's first characters (`mgk_Ab12Cd34`), enough to recognise it, not to use it. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

function checksum(body: string): string {
  return Buffer.from(zlib.crc32(body).toString(16).padStart(8, '0'), 'hex').toString('base64url').slice(0, CHECK_LENGTH);
}

/** A new key: its text, shown once, and what is stored of it. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const body = crypto.randomBytes(24).toString('base64url');
  const key = `${API_KEY_PREFIX}${body}${checksum(body)}`;
  return { key, hash: hashToken(key), prefix: key.slice(0, SHOWN_LENGTH) };
}

/** Whether a text has a key's form and checksum (a cheap test before any database read). */
export function isWellFormedApiKey(text: string): boolean {
  if (text.length !== API_KEY_PREFIX.length + BODY_LENGTH + CHECK_LENGTH || !text.startsWith(API_KEY_PREFIX)) return false;
  const body = text.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + BODY_LENGTH);
  return /^[A-Za-z0-9_-]+$/.test(body) && checksum(body) === text.slice(-CHECK_LENGTH);
}

const now = () => new Date().toISOString();

export class ApiKeyService {
  /** When each key's last use was written, so that a busy key writes it once a minute. */
  private readonly lastWritten = new Map<string, number>();

  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: string): Promise<ApiKeyView[]> {
    return this.db
      .selectFrom('api_keys')
      .select(['id', 'name', 'prefix', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** Makes a key; its text is in the answer and nowhere else. */
  async create(userId: string, rawName: string): Promise<ApiKeyView & { key: string }> {
    const name = rawName.trim();
    if (!name) throw new HttpError(400, API_KEY_TEXT.nameRequired, 'api_key.name_required');
    const held = await this.db.selectFrom('api_keys').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
    if (Number(held?.n ?? 0) >= MAX_KEYS_PER_USER) throw new HttpError(409, API_KEY_TEXT.tooMany, 'api_key.too_many');
    const { key, hash, prefix } = newApiKey();
    const view: ApiKeyView = { id: crypto.randomUUID(), name, prefix, created_at: now(), last_used_at: null };
    await this.db.insertInto('api_keys').values({ ...view, user_id: userId, key_hash: hash, revoked_at: null }).execute();
    return { ...view, key };
  }

  async revoke(userId: string, id: string): Promise<void> {
    const res = await this.db.updateTable('api_keys').set({ revoked_at: now() }).where('id', '=', id).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new HttpError(404, API_KEY_TEXT.notFound, 'api_key.not_found');
  }

  /** The key's owner, or null for a key that is malformed, unknown or revoked. */
  async authenticate(key: string): Promise<{ id: string; user: UserRow } | null> {
    if (!isWellFormedApiKey(key)) return null;
    const found = await this.db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .selectAll('users')
      .select(['api_keys.id as key_id'])
      .where('api_keys.key_hash', '=', hashToken(key))
      .where('api_keys.revoked_at', 'is', null)
      .executeTakeFirst();
    if (!found) return null;
    const { key_id: keyId, ...user } = found;
    await this.noteUse(keyId);
    return { id: keyId, user: user as UserRow };
  }

  private async noteUse(keyId: string): Promise<void> {
    const t = Date.now();
    if (t - (this.lastWritten.get(keyId) ?? 0) < LAST_USED_EVERY_MS) return;
    this.lastWritten.set(keyId, t);
    if (this.lastWritten.size > 10_000) this.lastWritten.clear();
    await this.db.updateTable('api_keys').set({ last_used_at: new Date(t).toISOString() }).where('id', '=', keyId).execute();
  }
}
