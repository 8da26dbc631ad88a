/**
 * Extractions kept in memory for a while, keyed by a random id: the start-merge URLs a format list hands out
 * refer to them (`task_id`), and the merge and preview services read the raw formats back with
 * `getExtraction(id)`.
 */
import crypto from 'node:crypto';
import type { RawFormat, RawInfo, StoredExtraction } from './types';

export class ExtractionStore {
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

  /** Stores an extraction and returns its id (URL-safe, unguessable). */
  put(platform: string, info: RawInfo): StoredExtraction {
    const id = crypto.randomBytes(12).toString('base64url');
    const createdAt = this.now();
    const item: StoredExtraction = { id, createdAt, expiresAt: createdAt + this.ttlMs, platform, info };
    this.items.set(id, item);
    while (this.items.size > this.maxItems) {
      const oldest = this.items.keys().next().value as string;
      this.items.delete(oldest);
    }
    return item;
  }

  /** The stored extraction, or null when unknown or expired. */
  get(id: string): StoredExtraction | null {
    const item = this.items.get(id);
    if (!item) return null;
    if (item.expiresAt <= this.now()) {
      this.items.delete(id);
      return null;
    }
    return item;
  }

  /** One raw format (with its source URL and headers) of a stored extraction. */
  getFormat(id: string, formatId: string): RawFormat | null {
    return this.get(id)?.info.formats.find((f) => f.format_id === formatId) ?? null;
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
