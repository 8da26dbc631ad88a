/**
 * The record of each merge task in the database (SQLite or PostgreSQL). In process, it lets a task id a client
 * holds answer after a restart ('complete' while its file exists, 'error' for a merge the restart stopped);
 * in a cluster it is the task's status that every instance and worker reads and writes.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, MergeTasksTable } from '../../infra/db/schema';

export interface TaskRecord {
  id: string;
  key: string;
  status: 'queued' | 'processing' | 'complete' | 'error';
  message: string;
  /** The file's name inside the media folder. */
  file: string;
  filename: string;
  contentType: string;
  title: string;
  platform: string;
  finalFile: number | null;
  combinedStreams: number | null;
  createdAt: number;
  expiresAt: number | null;
  progress: number;
  /** Bytes written so far (while processing). */
  written: number;
  /** The file can be sent while it is written. */
  streamable: boolean;
}

export interface TaskStore {
  save(record: TaskRecord): Promise<void>;
  remove(id: string): Promise<void>;
  all(): Promise<TaskRecord[]>;
  get(id: string): Promise<TaskRecord | null>;
  /** Records whose retention period ended at or before `now`. */
  expired(now: number): Promise<TaskRecord[]>;
}

const num = (v: number | string | null): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export class DbTaskStore implements TaskStore {
  constructor(private readonly db: Kysely<Database>) {}

  async save(r: TaskRecord): Promise<void> {
    const row = {
      id: r.id,
      task_key: r.key.slice(0, 512),
      status: r.status,
      message: r.message.slice(0, 500),
      file: r.file,
      filename: r.filename.slice(0, 500),
      content_type: r.contentType,
      title: r.title.slice(0, 500),
      platform: r.platform.slice(0, 64),
      final_file: r.finalFile,
      combined_streams: r.combinedStreams,
      created_at: iso(r.createdAt)!,
      expires_at: iso(r.expiresAt),
      progress: Math.max(0, Math.min(100, Math.round(r.progress))),
      written: Math.max(0, Math.round(r.written)),
      streamable: r.streamable ? 1 : 0,
    };
    const { id: _id, created_at: _c, ...changes } = row;
    await this.db.insertInto('merge_tasks').values(row).onConflict((oc) => oc.column('id').doUpdateSet(changes)).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('merge_tasks').where('id', '=', id).execute();
  }

  async all(): Promise<TaskRecord[]> {
    return (await this.db.selectFrom('merge_tasks').selectAll().execute()).map(fromRow);
  }

  async get(id: string): Promise<TaskRecord | null> {
    const row = await this.db.selectFrom('merge_tasks').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(row) : null;
  }

  async expired(now: number): Promise<TaskRecord[]> {
    // ISO-8601 timestamps in UTC compare as text in both databases.
    const rows = await this.db.selectFrom('merge_tasks').selectAll().where('expires_at', 'is not', null).where('expires_at', '<=', iso(now)!).limit(1000).execute();
    return rows.map(fromRow);
  }
}

type Row = Selectable<MergeTasksTable>;

function fromRow(r: Row): TaskRecord {
  return {
    id: r.id,
    key: r.task_key,
    status: r.status as TaskRecord['status'],
    message: r.message,
    file: r.file,
    filename: r.filename,
    contentType: r.content_type,
    title: r.title,
    platform: r.platform,
    finalFile: num(r.final_file),
    combinedStreams: num(r.combined_streams),
    createdAt: Date.parse(r.created_at),
    expiresAt: r.expires_at ? Date.parse(r.expires_at) : null,
    progress: Number(r.progress) || 0,
    written: num(r.written) ?? 0,
    // Records older than the column are merges, all of which stream.
    streamable: r.streamable === undefined || r.streamable === null ? true : Number(r.streamable) !== 0,
  };
}
