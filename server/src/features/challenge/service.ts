/**
 * The bot challenge's checks (issue 51): ALTCHA's proof of work in its HMAC mode (the challenge carries its own
 * signature and expiry, so nothing is kept per challenge; only accepted solutions are, to refuse a replay), the
 * Turnstile and hCaptcha tokens verified at the provider's `siteverify`, and the pass a solved check earns: a JWT
 * the client keeps in an HttpOnly cookie.
 */
import { SignJWT, jwtVerify } from 'jose';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import type { ChallengeConfig } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import { CHALLENGE_TEXT } from './messages';
import type { UsedSolutions } from './replay';

/** How long a visitor has to solve a challenge it was handed. */
export const CHALLENGE_SECONDS = 10 * 60;
/** How long a provider's `siteverify` may take to answer. */
export const PROVIDER_TIMEOUT_MS = 5_000;
const PASS_AUDIENCE = 'challenge-pass';

/** An ALTCHA challenge as the widget fetches it. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface ProviderSettings {
  secret: string;
  verifyUrl: string;
}

export interface ChallengeServiceOptions {
  passSecret: string;
  hmacKey: string;
  passSeconds: number;
  maxNumber: number;
  turnstile: ProviderSettings;
  hcaptcha: ProviderSettings;
  used: UsedSolutions;
  now?: () => number;
}

const failed = () => new HttpError(400, CHALLENGE_TEXT.failed, 'challenge.failed');

export class ChallengeService {
  private readonly passKey: Uint8Array;
  private readonly now: () => number;

  constructor(private readonly options: ChallengeServiceOptions) {
    this.passKey = new TextEncoder().encode(options.passSecret);
    this.now = options.now ?? Date.now;
  }

  get passSeconds(): number {
    return this.options.passSeconds;
  }

  /** A new ALTCHA challenge, signed and expiring in CHALLENGE_SECONDS. */
  async newChallenge(): Promise<AltchaChallenge> {
    const c = await createChallenge({ hmacKey: this.options.hmacKey, maxNumber: this.options.maxNumber, expires: new Date(this.now() + CHALLENGE_SECONDS * 1000) });
    return { algorithm: c.algorithm, challenge: c.challenge, maxnumber: c.maxnumber ?? this.options.maxNumber, salt: c.salt, signature: c.signature };
  }

  /**
   * Whether the widget's payload (base64 JSON) solves a challenge this server signed, not yet expired, and not
   * accepted before (it is accepted now).
   */
  async verifyAltcha(payload: string): Promise<boolean> {
    let parsed: { signature?: unknown; salt?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
    } catch {
      return false;
    }
    if (!parsed || typeof parsed !== 'object' || typeof parsed.signature !== 'string' || typeof parsed.salt !== 'string') return false;
    const expires = Number(extractParams(parsed as Payload).expires) * 1000;
    // Every challenge of this server expires; one without an expiry was not made here.
    if (!Number.isFinite(expires)) return false;
    let ok: boolean;
    try {
      ok = await verifySolution(parsed as Payload, this.options.hmacKey, true);
    } catch {
      return false;
    }
    return ok && this.options.used.claim(parsed.signature, expires - this.now());
  }

  /**
   * Whether the provider's `siteverify` accepts the token (POST form: secret, response, remoteip, and the site key for
   * hCaptcha); a provider that cannot be reached or answers otherwise than its protocol says is a 503.
   */
  async verifyProviderToken(challenge: ChallengeConfig, token: string, remoteIp: string): Promise<boolean> {
    const provider = challenge.provider === 'turnstile' ? this.options.turnstile : this.options.hcaptcha;
    const form = new URLSearchParams({ secret: provider.secret, response: token, remoteip: remoteIp });
    if (challenge.provider === 'hcaptcha') form.set('sitekey', challenge.siteKey);
    let answer: { success?: unknown };
    try {
      const res = await fetch(provider.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
      answer = (await res.json()) as typeof answer;
    } catch {
      throw new HttpError(503, CHALLENGE_TEXT.providerDown, 'challenge.unavailable', { 'retry-after': '5' });
    }
    return answer?.success === true;
  }

  /** Checks what the client sent for the domain's provider: a pass (the JWT for the cookie), or 400 challenge.failed. */
  async solve(challenge: ChallengeConfig, body: { payload?: string; token?: string }, remoteIp: string): Promise<string> {
    const ok =
      challenge.provider === 'altcha'
        ? typeof body.payload === 'string' && (await this.verifyAltcha(body.payload))
        : typeof body.token === 'string' && body.token !== '' && (await this.verifyProviderToken(challenge, body.token, remoteIp));
    if (!ok) throw failed();
    return this.issuePass();
  }

  issuePass(): Promise<string> {
    const now = Math.floor(this.now() / 1000);
    return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now).setExpirationTime(now + this.options.passSeconds).setAudience(PASS_AUDIENCE).sign(this.passKey);
  }

  /** Whether a cookie's value is a pass this server signed and not expired. */
  async validPass(token: string | null): Promise<boolean> {
    if (!token) return false;
    try {
      await jwtVerify(token, this.passKey, { algorithms: ['HS256'], audience: PASS_AUDIENCE, currentDate: new Date(this.now()) });
      return true;
    } catch {
      return false;
    }
  }
}
