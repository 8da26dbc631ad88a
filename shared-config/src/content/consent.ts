/**
 * Cookie consent (the cookie settings page writes it; the shell reads it before loading analytics and ads
 * when the domain's `consentFeature` is on). Stored in localStorage; a window event announces changes.
 */
export interface ConsentChoice {
  necessary: true;
  analytics: boolean;
  advertising: boolean;
  /** ISO time the visitor chose. */
  decidedAt: string;
}

export const CONSENT_KEY = 'cookie_consent';
export const CONSENT_EVENT = 'consentchange';

export function readConsent(): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof v.analytics !== 'boolean' || typeof v.advertising !== 'boolean') return null;
    return { necessary: true, analytics: v.analytics, advertising: v.advertising, decidedAt: String(v.decidedAt ?? '') };
  } catch {
    return null;
  }
}

export function writeConsent(choice: { analytics: boolean; advertising: boolean }): ConsentChoice {
  const value: ConsentChoice = { necessary: true, analytics: choice.analytics, advertising: choice.advertising, decidedAt: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(value));
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
  return value;
}
