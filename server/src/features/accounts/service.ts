import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Preferences, type Profile, type User } from '@dl/contract';
import { DEFAULT_PREFERENCES, passwordProblem } from '@dl/contract';
import type { Database } from '../../infra/db/schema';
import { HttpError } from '../../infra/errors';
import { alreadyRegisteredEmail, resetEmail, verificationEmail } from './emails';
import type { Mail, Mailer } from './mailer';
import type { LoginInput, RegisterInput } from './schemas';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import {
  hashToken,
  newOpaqueToken,
  newVerificationCode,
  REFRESH_TOKEN_REMEMBER_SECONDS,
  REFRESH_TOKEN_SECONDS,
  RESET_TOKEN_SECONDS,
  TokenSigner,
  VERIFY_TOKEN_SECONDS,
} from './tokens';
import { toUser, utcDay, type UserRow } from './users';

export const AUTH_TEXT = {
  invalidCredentials: 'Invalid email or password.',
  registered: 'Registration successful. We sent a verification code to your email address.',
  verified: 'Your email address is verified.',
  badVerifyToken: 'This verification code is invalid or has expired.',
  resent: 'If an account with this email needs verification, we sent a new code.',
  forgot: 'If an account with this email exists, we sent a link to reset the password.',
  badResetToken: 'This password reset link is invalid or has expired.',
  reset: 'Your password has been reset. You can sign in with the new password.',
  changed: 'Your password has been changed. Other sessions have been signed out.',
  wrongCurrent: 'The current password is not correct.',
  usernameTaken: 'This username is already taken.',
  loggedOut: 'You are signed out.',
  sessionInvalid: 'Your session is no longer valid. Please sign in again.',
  refreshInvalid: 'Invalid refresh token',
} as const;

const now = () => new Date().toISOString();
const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

export interface Session {
  user: User;
  access_token: string;
  refresh_token: string;
}

export interface LinkBuilder {
  verify(code: string): string;
  reset(token: string): string;
  home(): string;
}

export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly signer: TokenSigner,
    private readonly mailer: Mailer,
    /** Failures of mail sent without waiting (see `sendInBackground`). */
    private readonly onMailError: (err: unknown) => void = () => undefined,
  ) {}

  /**
   * Sends a mail without making the request wait for it: forgot-password and resend-verification answer as
   * fast for an unknown address as for a known one, so their timing does not tell which addresses exist.
   */
  private sendInBackground(mail: Mail): void {
    this.mailer.send(mail).catch(this.onMailError);
  }

  private async downloadsToday(userId: string): Promise<number> {
    const row = await this.db.selectFrom('usage_daily').select('downloads').where('user_id', '=', userId).where('day', '=', utcDay()).executeTakeFirst();
    return row ? Number(row.downloads) : 0;
  }

  async userById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private userByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  }

  async publicUser(row: UserRow): Promise<User> {
    return toUser(row, await this.downloadsToday(row.id));
  }

  private async startSession(row: UserRow, rememberMe: boolean, familyId: string = crypto.randomUUID()): Promise<Session> {
    const { token, hash } = newOpaqueToken();
    await this.db
      .insertInto('refresh_tokens')
      .values({
        id: crypto.randomUUID(),
        user_id: row.id,
        family_id: familyId,
        token_hash: hash,
        remember_me: rememberMe ? 1 : 0,
        created_at: now(),
        expires_at: later(rememberMe ? REFRESH_TOKEN_REMEMBER_SECONDS : REFRESH_TOKEN_SECONDS),
        revoked_at: null,
        replaced_by: null,
      })
      .execute();
    const access = await this.signer.signAccess({ sub: row.id, sid: familyId, ver: row.token_version });
    return { user: await this.publicUser(row), access_token: access, refresh_token: token };
  }

  private async sendVerification(row: UserRow, links: LinkBuilder, brand: string, wait = true): Promise<void> {
    const { token, hash } = newVerificationCode();
    await this.db.updateTable('email_tokens').set({ used_at: now() }).where('user_id', '=', row.id).where('purpose', '=', 'verify').where('used_at', 'is', null).execute();
    await this.db
      .insertInto('email_tokens')
      .values({ id: crypto.randomUUID(), user_id: row.id, purpose: 'verify', token_hash: hash, created_at: now(), expires_at: later(VERIFY_TOKEN_SECONDS), used_at: null })
      .execute();
    const mail = verificationEmail(row.email, brand, token, links.verify(token));
    if (wait) await this.mailer.send(mail);
    else this.sendInBackground(mail);
  }

  async register(input: RegisterInput, links: LinkBuilder, brand: string): Promise<{ message: string }> {
    const email = input.email.trim().toLowerCase();
    const problem = passwordProblem(input.password);
    if (problem) throw new HttpError(400, problem, 'auth.weak_password');
    const username = input.username?.trim() || null;
    if (username) {
      const taken = await this.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
      if (taken) throw new HttpError(409, AUTH_TEXT.usernameTaken, 'auth.username_taken');
    }
    const existing = await this.userByEmail(email);
    if (existing) {
      // Same answer as a new sign-up (no account enumeration); the owner hears about it by email.
      await hashPassword(input.password);
      await this.mailer.send(alreadyRegisteredEmail(existing.email, brand, links.home()));
      return { message: AUTH_TEXT.registered };
    }
    const row: UserRow = {
      id: crypto.randomUUID(),
      email,
      username,
      password_hash: await hashPassword(input.password),
      email_verified: 0,
      display_name: null,
      avatar_url: null,
      timezone: 'UTC',
      language: 'en',
      country: null,
      preferences: JSON.stringify(DEFAULT_PREFERENCES),
      tier: 'free',
      daily_limit: null,
      token_version: 0,
      created_at: now(),
      updated_at: now(),
    };
    try {
      await this.db.insertInto('users').values(row).execute();
    } catch (e) {
      // A concurrent registration of the same email or username.
      if (/unique|duplicate/i.test(String((e as Error).message))) {
        if (username && /username/i.test(String((e as Error).message))) throw new HttpError(409, AUTH_TEXT.usernameTaken, 'auth.username_taken');
        return { message: AUTH_TEXT.registered };
      }
      throw e;
    }
    await this.sendVerification(row, links, brand);
    return { message: AUTH_TEXT.registered };
  }

  async login(input: LoginInput): Promise<Session> {
    const row = await this.userByEmail(input.email);
    if (!row) {
      await burnPasswordCheck(input.password);
      throw new HttpError(401, AUTH_TEXT.invalidCredentials, 'auth.invalid_credentials');
    }
    if (!(await verifyPassword(row.password_hash, input.password))) throw new HttpError(401, AUTH_TEXT.invalidCredentials, 'auth.invalid_credentials');
    return this.startSession(row, !!input.remember_me);
  }

  /** The user behind an access token, or null when the token, its session or its password era is no longer valid. */
  async authenticate(accessToken: string): Promise<{ row: UserRow; sessionId: string } | null> {
    const claims = await this.signer.verifyAccess(accessToken);
    if (!claims) return null;
    const row = await this.userById(claims.sub);
    if (!row || row.token_version !== claims.ver) return null;
    const live = await this.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', claims.sid)
      .where('user_id', '=', claims.sub)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!live) return null;
    return { row, sessionId: claims.sid };
  }

  async logout(sessionId: string): Promise<void> {
    await this.db.updateTable('refresh_tokens').set({ revoked_at: now() }).where('family_id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }

  /** Rotates a refresh token. Presenting one that was already rotated revokes its whole family (token theft). */
  async refresh(refreshToken: string): Promise<Session> {
    const hash = hashToken(refreshToken);
    const token = await this.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    if (!token) throw new HttpError(401, AUTH_TEXT.refreshInvalid, 'auth.refresh_invalid');
    if (token.revoked_at || token.replaced_by) {
      await this.logout(token.family_id);
      throw new HttpError(401, AUTH_TEXT.refreshInvalid, 'auth.refresh_reused');
    }
    if (token.expires_at <= now()) throw new HttpError(401, AUTH_TEXT.refreshInvalid, 'auth.refresh_expired');
    const row = await this.userById(token.user_id);
    if (!row) throw new HttpError(401, AUTH_TEXT.refreshInvalid, 'auth.refresh_invalid');
    const session = await this.startSession(row, token.remember_me === 1, token.family_id);
    const replacement = await this.db.selectFrom('refresh_tokens').select('id').where('token_hash', '=', hashToken(session.refresh_token)).executeTakeFirstOrThrow();
    const updated = await this.db
      .updateTable('refresh_tokens')
      .set({ replaced_by: replacement.id })
      .where('id', '=', token.id)
      .where('replaced_by', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      // Two refreshes raced with the same token: treat as reuse.
      await this.logout(token.family_id);
      throw new HttpError(401, AUTH_TEXT.refreshInvalid, 'auth.refresh_reused');
    }
    return session;
  }

  async verifyEmail(code: string): Promise<{ message: string }> {
    const token = await this.consumeEmailToken(code.trim().toUpperCase(), 'verify');
    if (!token) throw new HttpError(400, AUTH_TEXT.badVerifyToken, 'auth.verify_invalid');
    await this.db.updateTable('users').set({ email_verified: 1, updated_at: now() }).where('id', '=', token.user_id).execute();
    return { message: AUTH_TEXT.verified };
  }

  async resendVerification(email: string, links: LinkBuilder, brand: string): Promise<{ message: string }> {
    const row = await this.userByEmail(email);
    if (row && row.email_verified === 0) await this.sendVerification(row, links, brand, false);
    return { message: AUTH_TEXT.resent };
  }

  async forgotPassword(email: string, links: LinkBuilder, brand: string): Promise<{ message: string }> {
    const row = await this.userByEmail(email);
    if (row) {
      const { token, hash } = newOpaqueToken();
      await this.db.updateTable('email_tokens').set({ used_at: now() }).where('user_id', '=', row.id).where('purpose', '=', 'reset').where('used_at', 'is', null).execute();
      await this.db
        .insertInto('email_tokens')
        .values({ id: crypto.randomUUID(), user_id: row.id, purpose: 'reset', token_hash: hash, created_at: now(), expires_at: later(RESET_TOKEN_SECONDS), used_at: null })
        .execute();
      this.sendInBackground(resetEmail(row.email, brand, links.reset(token)));
    }
    return { message: AUTH_TEXT.forgot };
  }

  async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
    const problem = passwordProblem(newPassword);
    if (problem) throw new HttpError(400, problem, 'auth.weak_password');
    const used = await this.consumeEmailToken(token.trim(), 'reset');
    if (!used) throw new HttpError(400, AUTH_TEXT.badResetToken, 'auth.reset_invalid');
    await this.setPassword(used.user_id, newPassword);
    await this.db.updateTable('refresh_tokens').set({ revoked_at: now() }).where('user_id', '=', used.user_id).where('revoked_at', 'is', null).execute();
    // Whoever could read the reset email owns the address.
    await this.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', used.user_id).execute();
    return { message: AUTH_TEXT.reset };
  }

  async changePassword(row: UserRow, sessionId: string, current: string, next: string): Promise<{ message: string; access_token: string; refresh_token: string }> {
    if (!(await verifyPassword(row.password_hash, current))) throw new HttpError(400, AUTH_TEXT.wrongCurrent, 'auth.wrong_password');
    if (next.length < 8) throw new HttpError(400, 'Password must be at least 8 characters long', 'auth.weak_password');
    await this.setPassword(row.id, next);
    await this.db.updateTable('refresh_tokens').set({ revoked_at: now() }).where('user_id', '=', row.id).where('revoked_at', 'is', null).execute();
    const fresh = (await this.userById(row.id))!;
    const remember = await this.db.selectFrom('refresh_tokens').select('remember_me').where('family_id', '=', sessionId).executeTakeFirst();
    const session = await this.startSession(fresh, remember?.remember_me === 1);
    return { message: AUTH_TEXT.changed, access_token: session.access_token, refresh_token: session.refresh_token };
  }

  async updateProfile(row: UserRow, input: Partial<Omit<Profile, 'preferences'>> & { preferences?: Partial<Preferences> }): Promise<Profile> {
    const current = (await this.publicUser(row)).profile;
    const preferences = { ...current.preferences, ...(input.preferences ?? {}) };
    const next = {
      display_name: input.display_name === undefined ? current.display_name : input.display_name?.trim() || null,
      avatar_url: input.avatar_url === undefined ? current.avatar_url : input.avatar_url?.trim() || null,
      timezone: input.timezone ?? current.timezone,
      language: input.language ?? current.language,
      country: input.country === undefined ? current.country : input.country?.trim() || null,
    };
    await this.db.updateTable('users').set({ ...next, preferences: JSON.stringify(preferences), updated_at: now() }).where('id', '=', row.id).execute();
    return { ...next, preferences };
  }

  private async setPassword(userId: string, password: string): Promise<void> {
    const row = await this.userById(userId);
    await this.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), token_version: (row?.token_version ?? 0) + 1, updated_at: now() })
      .where('id', '=', userId)
      .execute();
  }

  private async consumeEmailToken(token: string, purpose: 'verify' | 'reset') {
    if (!token) return null;
    const row = await this.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= now()) return null;
    const res = await this.db.updateTable('email_tokens').set({ used_at: now() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? row : null;
  }

  /** Refuses a signed-in user who has used up today's downloads (checked before extracting, too). */
  async assertWithinDailyLimit(row: UserRow): Promise<void> {
    if (row.daily_limit === null) return;
    if ((await this.downloadsToday(row.id)) >= row.daily_limit) {
      throw new HttpError(429, `You have reached your daily limit of ${row.daily_limit} downloads. It resets at midnight UTC.`, 'usage.daily_limit');
    }
  }

  async countDownload(row: UserRow): Promise<void> {
    const day = utcDay();
    await this.assertWithinDailyLimit(row);
    const updated = await this.db.updateTable('usage_daily').set((eb) => ({ downloads: eb('downloads', '+', 1) })).where('user_id', '=', row.id).where('day', '=', day).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await this.db
        .insertInto('usage_daily')
        .values({ user_id: row.id, day, downloads: 1 })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({ downloads: eb('usage_daily.downloads', '+', 1) })))
        .execute();
    }
  }

  async setTier(email: string, tier: string, dailyLimit: number | null): Promise<UserRow> {
    const row = await this.userByEmail(email);
    if (!row) throw new Error(`No account with the email ${email}`);
    await this.db.updateTable('users').set({ tier, daily_limit: dailyLimit, updated_at: now() }).where('id', '=', row.id).execute();
    return (await this.userById(row.id))!;
  }
}
