/**
 * Extractions kept in memory for a while, keyed by a random id: the start-merge URLs a format list hands out
 * refer to them (`task_id`), and the merge and preview services read the raw formats back with
 * `getExtraction(id)`. With REDIS_URL they live in Redis (redisState.ts), so any instance can start a merge.
 */
import crypto from 'node:crypto';
import type { RawInfo, StoredExtraction } from '../../shared/extraction';

export interface Extractions {
  /** Stores an extraction and returns it with its id (URL-safe, unguessable); `cookies`: see StoredExtraction. */
  put(platform: string, info: RawInfo, cookies?: string | null): Promise<StoredExtraction>;
  /** The stored extraction, or null when unknown or expired. */
  get(id: string): Promise<StoredExtraction | null>;
  close(): void;
}

export const newExtractionId = (): string => crypto.randomBytes(12).toString('base64url');

export class ExtractionStore implements Extractions {
  private readonly items = new Map<string, StoredExtraction>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly ttlMs: number,
    private readonly maxItems = 10_000,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(ttlMs, 60_000));
    this.sweeper.unref();
  }

  async put(platform: string, info: RawInfo, cookies: string | null = null): Promise<StoredExtraction> {
    const id = newExtractionId();
    const createdAt = this.now();
    const item: StoredExtraction = { id, createdAt, expiresAt: createdAt + this.ttlMs, platform, info, cookies };
    this.items.set(id, item);
    while (this.items.size > this.maxItems) {
      const oldest = this.items.keys().next().value as string;
      this.items.delete(oldest);
    }
    return item;
  }

  async get(id: string): Promise<StoredExtraction | null> {
    const item = this.items.get(id);
    if (!item) return null;
    if (item.expiresAt <= this.now()) {
      this.items.delete(id);
      return null;
    }
    return item;
  }

  sweep(): void {
    const now = this.now();
    for (const [id, item] of this.items) if (item.expiresAt <= now) this.items.delete(id);
  }

  get size(): number {
    return this.items.size;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.items.clear();
  }
}
