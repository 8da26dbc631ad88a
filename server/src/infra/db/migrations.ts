import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One set of migrations for SQLite and PostgreSQL, run at start-up. Add new ones at the end with a new key;
 * never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-001-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('username', 'varchar(64)', (c) => c.unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('display_name', 'varchar(100)')
        .addColumn('avatar_url', 'varchar(2048)')
        .addColumn('timezone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
        .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
        .addColumn('country', 'varchar(64)')
        .addColumn('preferences', 'text', (c) => c.notNull())
        .addColumn('tier', 'varchar(32)', (c) => c.notNull().defaultTo('free'))
        .addColumn('daily_limit', 'integer')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(32)')
        .addColumn('replaced_by', 'varchar(36)')
        .execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
      await db.schema
        .createTable('email_tokens')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)')
        .execute();
      await db.schema
        .createTable('download_history')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('url', 'varchar(4096)', (c) => c.notNull())
        .addColumn('title', 'varchar(500)', (c) => c.notNull())
        .addColumn('platform', 'varchar(64)', (c) => c.notNull())
        .addColumn('format', 'varchar(16)', (c) => c.notNull())
        .addColumn('quality', 'varchar(64)')
        .addColumn('file_size', 'bigint')
        .addColumn('duration', 'integer')
        .addColumn('thumbnail_url', 'varchar(4096)')
        .addColumn('file_url', 'varchar(4096)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('download_time', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('download_history_user_time').on('download_history').columns(['user_id', 'download_time']).execute();
      await db.schema
        .createTable('usage_daily')
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('usage_daily_pk', ['user_id', 'day'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['usage_daily', 'download_history', 'email_tokens', 'refresh_tokens', 'users']) await db.schema.dropTable(t).execute();
    },
  },
  '2026-11-22-002-short-links': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('short_links')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)')
        .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('short_links').execute();
    },
  },
  '2026-12-01-003-merge-tasks': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('merge_tasks')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('task_key', 'varchar(512)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('message', 'varchar(500)', (c) => c.notNull())
        .addColumn('file', 'varchar(200)', (c) => c.notNull())
        .addColumn('filename', 'varchar(500)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
        .addColumn('title', 'varchar(500)', (c) => c.notNull())
        .addColumn('platform', 'varchar(64)', (c) => c.notNull())
        .addColumn('final_file', 'bigint')
        .addColumn('combined_streams', 'bigint')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('merge_tasks').execute();
    },
  },
  '2026-12-02-004-merge-task-progress': {
    // Several instances answer a task's status: its progress and bytes written live in the record too.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('merge_tasks').addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('merge_tasks').addColumn('written', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('merge_tasks_expires_at').on('merge_tasks').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('merge_tasks_expires_at').execute();
      await db.schema.alterTable('merge_tasks').dropColumn('written').execute();
      await db.schema.alterTable('merge_tasks').dropColumn('progress').execute();
    },
  },
  '2026-12-03-005-merge-task-streamable': {
    // Audio conversions (WAV, FLAC, M4A with cover art) are sent once complete; merges and MP3/AAC while written.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('merge_tasks').addColumn('streamable', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('merge_tasks').dropColumn('streamable').execute();
    },
  },
  '2026-12-04-006-canary': {
    // The canary's extractions of the last 24 hours (features/canary) and each platform's state with when it began.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('canary_results')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('platform', 'varchar(64)', (c) => c.notNull())
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('ms', 'integer', (c) => c.notNull())
        .addColumn('error_code', 'varchar(64)')
        .addColumn('round_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('canary_results_platform_at').on('canary_results').columns(['platform', 'at']).execute();
      await db.schema.createIndex('canary_results_at').on('canary_results').column('at').execute();
      await db.schema
        .createTable('canary_states')
        .addColumn('platform', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('since', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('canary_states').execute();
      await db.schema.dropIndex('canary_results_at').execute();
      await db.schema.dropIndex('canary_results_platform_at').execute();
      await db.schema.dropTable('canary_results').execute();
    },
  },
  '2026-12-08-007-api-keys': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
        .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(32)')
        .addColumn('revoked_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('api_keys_user').on('api_keys').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('api_keys_user').execute();
      await db.schema.dropTable('api_keys').execute();
    },
  },
};
