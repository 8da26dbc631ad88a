/**
 * The bot challenge's dialog (issue 51): shown by the API's base query when a call is answered `challenge.required`,
 * loaded then and only then (this module, its texts and the widget are a chunk no page loads before). ALTCHA's
 * widget solves the site's own proof of work in the browser's workers (no third party); Turnstile or hCaptcha, when
 * the domain chooses one, are the provider's widget. The answer is exchanged for a pass (a first-party cookie) and the
 * call that met the challenge is made again, so what the visitor did (a pasted link) is never lost.
 */
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CHALLENGE_PATH, type ChallengeRequired } from '@dl/contract';
import { apiUrl, ensureLanguage, loadServerTexts, registerCatalogs, useT } from '@dl/shared-config';
import { messages as en } from './locales/en';
import { mountProviderWidget } from './providers';
import './dialog.css';

registerCatalogs('challenge', { en, load: (lang) => import(`./locales/${lang}.ts`) });

type Challenge = ChallengeRequired['challenge'];

/** The widget's own words, in the page's language: ALTCHA reads them from its i18n store, by the widget's `language`. */
function altchaStrings(t: (id: string) => string): Record<string, string> {
  return {
    ariaLinkLabel: 'ALTCHA',
    label: t('ch.widget.label'),
    verify: t('ch.widget.verify'),
    verifying: t('ch.widget.verifying'),
    verified: t('ch.widget.verified'),
    waitAlert: t('ch.widget.wait'),
    error: t('ch.failed'),
    expired: t('ch.failed'),
    verificationRequired: t('ch.widget.required'),
    loading: t('ch.widget.loading'),
    reload: t('ch.retry'),
    cancel: t('ch.cancel'),
    footer: '',
  };
}

/** Exchanges the widget's answer for a pass: true when the server set it. */
async function exchange(apiBase: string, body: { payload: string } | { token: string }): Promise<{ ok: true } | { ok: false; error: string | null }> {
  try {
    const res = await fetch(apiUrl(apiBase, CHALLENGE_PATH), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'include' });
    if (res.ok) return { ok: true };
    const data = (await res.json().catch(() => null)) as { error?: unknown } | null;
    return { ok: false, error: typeof data?.error === 'string' ? data.error : null };
  } catch {
    return { ok: false, error: null };
  }
}

/** ALTCHA's widget in `host`, solving the site's own challenge at once; returns its removal. */
function mountAltcha(host: HTMLElement, apiBase: string, t: (id: string) => string, onPayload: (payload: string) => void, onFailure: () => void): () => void {
  let gone = false;
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', apiUrl(apiBase, CHALLENGE_PATH));
  widget.setAttribute('auto', 'onload');
  // The page's own words under a language of its own, so that ALTCHA's bundled translations are never needed; no
  // added delay (the dialog closes once the pass is set).
  widget.setAttribute('language', 'site');
  widget.setAttribute('configuration', JSON.stringify({ hideLogo: true, hideFooter: true, credentials: 'include', language: 'site', minDuration: 0 }));
  widget.addEventListener('verified', (event) => {
    const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
    if (payload && !gone) onPayload(payload);
  });
  void import('altcha').then(
    () => {
      // ALTCHA's page-wide registry, set up by the widget's module.
      globalThis.$altcha.i18n.set('site', altchaStrings(t));
      if (!gone) host.replaceChildren(widget);
    },
    () => !gone && onFailure(),
  );
  return () => {
    gone = true;
    widget.remove();
  };
}

type Phase = 'solving' | 'sending' | 'failed';

function ChallengeDialog({ challenge, apiBase, onDone }: { challenge: Challenge; apiBase: string; onDone: (passed: boolean) => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('solving');
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const el = dialog.current;
    // A modal dialog: the rest of the page is inert and the focus stays in it until it closes.
    if (el && !el.open) el.showModal();
  }, []);

  useEffect(() => {
    const host = slot.current;
    if (!host) return;
    let stopped = false;
    const answered = async (body: { payload: string } | { token: string }) => {
      if (stopped) return;
      setPhase('sending');
      const result = await exchange(apiBase, body);
      if (stopped) return;
      if (result.ok) return onDone(true);
      // The server's words (a wrong answer, an expired challenge) in the page's language.
      setError(result.error ? (await loadServerTexts())(result.error) : t('ch.failed'));
      setPhase('failed');
    };
    const failed = () => !stopped && (setError(t('ch.failed')), setPhase('failed'));
    const clean =
      challenge.provider === 'altcha'
        ? mountAltcha(host, apiBase, t, (payload) => void answered({ payload }), failed)
        : mountProviderWidget(challenge, host, (token) => void answered({ token }), failed);
    return () => {
      stopped = true;
      clean();
    };
  }, [apiBase, attempt, challenge, onDone, t]);

  return (
    <dialog ref={dialog} className="challenge-dialog" aria-labelledby="challenge-title" aria-describedby="challenge-intro" onCancel={() => onDone(false)}>
      <h2 id="challenge-title">{t('ch.title')}</h2>
      <p id="challenge-intro">{challenge.provider === 'altcha' ? t('ch.intro') : t('ch.introProvider')}</p>
      <div ref={slot} className="challenge-widget" key={attempt} />
      <p className="challenge-status" role="status">
        {phase === 'sending' ? t('ch.sending') : null}
      </p>
      {phase === 'failed' ? (
        <div className="banner-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="actions">
        {phase === 'failed' ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setError(null);
              setPhase('solving');
              setAttempt((n) => n + 1);
            }}
          >
            {t('ch.retry')}
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={() => onDone(false)}>
          {t('ch.cancel')}
        </button>
      </div>
    </dialog>
  );
}

/** Shows the challenge until it is passed (true) or the visitor closes it (false). */
export async function showChallenge(challenge: Challenge, apiBase: string): Promise<boolean> {
  await ensureLanguage();
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let settled = false;
    const done = (passed: boolean) => {
      if (settled) return;
      settled = true;
      resolve(passed);
      // Not while React handles the event that closed it.
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(<ChallengeDialog challenge={challenge} apiBase={apiBase} onDone={done} />);
  });
}
