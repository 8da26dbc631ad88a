import type { Selectable } from 'kysely';
import { type Preferences, type User } from '@dl/contract';
import { DEFAULT_PREFERENCES } from '@dl/contract';
import type { UsersTable } from '../../infra/db/schema';

export type UserRow = Selectable<UsersTable>;

export function utcDay(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

export function parsePreferences(raw: string): Preferences {
  try {
    return { ...DEFAULT_PREFERENCES, ...(JSON.parse(raw) as Partial<Preferences>) } as Preferences;
  } catch {
    return { ...DEFAULT_PREFERENCES } as Preferences;
  }
}

/** The User entity of SPEC §3 as the API returns it. */
export function toUser(row: UserRow, downloadsToday: number): User {
  return {
    email: row.email,
    username: row.username,
    email_verified: row.email_verified === 1,
    profile: {
      display_name: row.display_name,
      avatar_url: row.avatar_url,
      timezone: row.timezone,
      language: row.language,
      country: row.country,
      preferences: parsePreferences(row.preferences),
    },
    subscription: { tier: row.tier, usage_limits: { downloads_today: downloadsToday, daily_limit: row.daily_limit } },
  };
}
