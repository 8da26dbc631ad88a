import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 24 * 3600;
export const REFRESH_TOKEN_REMEMBER_SECONDS = 30 * 24 * 3600;
export const VERIFY_TOKEN_SECONDS = 24 * 3600;
export const RESET_TOKEN_SECONDS = 3600;

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Refresh-token family (the session). */
  sid: string;
  /** The user's token_version when issued. */
  ver: number;
}

export class TokenSigner {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .setAudience('access')
      .sign(this.key);
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: 'access' });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.ver !== 'number') return null;
      return { sub: payload.sub, sid: payload.sid, ver: payload.ver };
    } catch {
      return null;
    }
  }
}

/** A random token for the client and the hash we store (the token itself is never stored). */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A verification code a person can type: 10 characters without look-alikes (≈50 bits). */
export function newVerificationCode(): { token: string; hash: string } {
  const bytes = crypto.randomBytes(10);
  const token = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token.trim()).digest('hex');
}
