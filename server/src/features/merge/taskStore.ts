/**
 * The minimal record of each merge task in the database (SQLite or PostgreSQL), so that a task id a client
 * holds still answers after a restart: 'complete' while its file exists, 'error' for a merge the restart
 * stopped.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
}

export interface TaskStore {
  save(record: TaskRecord): Promise<void>;
  remove(id: string): Promise<void>;
  all(): Promise<TaskRecord[]>;
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
    };
    const { id: _id, created_at: _c, ...changes } = row;
    await this.db.insertInto('merge_tasks').values(row).onConflict((oc) => oc.column('id').doUpdateSet(changes)).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('merge_tasks').where('id', '=', id).execute();
  }

  async all(): Promise<TaskRecord[]> {
    const rows = await this.db.selectFrom('merge_tasks').selectAll().execute();
    return rows.map((r) => ({
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
    }));
  }
}
