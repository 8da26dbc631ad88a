/**
 * The database schema as Kysely sees it. The same tables on SQLite and PostgreSQL: booleans are integers 0/1
 * and times are ISO-8601 text, so every query reads the same on both.
 */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  username: string | null;
  password_hash: string;
  email_verified: number;
  display_name: string | null;
  avatar_url: string | null;
  timezone: string;
  language: string;
  country: string | null;
  preferences: string;
  tier: string;
  daily_limit: number | null;
  /** Bumped on password change: access tokens issued before it stop working. */
  token_version: number;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  remember_me: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  replaced_by: string | null;
}

export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: 'verify' | 'reset';
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface DownloadHistoryTable {
  id: string;
  user_id: string;
  url: string;
  title: string;
  platform: string;
  format: string;
  quality: string | null;
  file_size: number | null;
  duration: number | null;
  thumbnail_url: string | null;
  file_url: string | null;
  status: string;
  download_time: string;
}

export interface UsageDailyTable {
  user_id: string;
  day: string;
  downloads: number;
}

export interface ShortLinksTable {
  id: string;
  params: string;
  created_at: string;
  expires_at: string | null;
  hits: Generated<number>;
}

/** The minimal record of a merge task, so a task id keeps answering after a restart. */
export interface MergeTasksTable {
  id: string;
  task_key: string;
  status: string;
  message: string;
  /** The merged file's name inside the media folder. */
  file: string;
  filename: string;
  content_type: string;
  title: string;
  platform: string;
  final_file: number | string | null;
  combined_streams: number | string | null;
  created_at: string;
  expires_at: string | null;
  progress: Generated<number>;
  written: Generated<number | string>;
  /** 1 when the file can be sent while it is written (0: a conversion to WAV, FLAC or M4A). */
  streamable: Generated<number>;
}

/** One canary extraction (features/canary): no link, no cookie, only its platform, outcome, time and error code. */
export interface CanaryResultsTable {
  id: string;
  platform: string;
  /** 1: the extraction succeeded. */
  ok: number;
  /** How long it took, its wait for an engine slot included. */
  ms: number;
  /** The typed error's code (`extract.not_found`, `internal`…) of a failure. */
  error_code: string | null;
  /** When the round it belongs to began, and when the extraction ended. */
  round_at: string;
  at: string;
}

/** A platform's canary state (working, degraded, failing) and when it entered it. */
export interface CanaryStatesTable {
  platform: string;
  state: string;
  since: string;
}

/** A user's API key (issue 51): only its SHA-256 is kept; `prefix` is what the profile shows of it. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  download_history: DownloadHistoryTable;
  usage_daily: UsageDailyTable;
  short_links: ShortLinksTable;
  merge_tasks: MergeTasksTable;
  canary_results: CanaryResultsTable;
  canary_states: CanaryStatesTable;
  api_keys: ApiKeysTable;
}
