/**
 * Cloudflare Turnstile and hCaptcha (issue 51), when a domain chooses one instead of the self-hosted ALTCHA: the
 * provider's script, loaded from the provider (the page's Content Security Policy opens to it only on such a domain),
 * renders its widget explicitly into the dialog, and its token is what the server verifies with the provider.
 */
import type { ChallengeRequired } from '@dl/contract';
import { i18n } from '@dl/shared-config';

type Challenge = ChallengeRequired['challenge'];

interface ProviderApi {
  render(el: HTMLElement, options: Record<string, unknown>): string;
  remove(id: string): void;
}

const PROVIDERS = {
  turnstile: { script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile', language: 'language' },
  hcaptcha: { script: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off', global: 'hcaptcha', language: 'hl' },
} as const;

const loading = new Map<string, Promise<ProviderApi>>();

function load(provider: keyof typeof PROVIDERS): Promise<ProviderApi> {
  const { script, global } = PROVIDERS[provider];
  let promise = loading.get(provider);
  if (!promise) {
    promise = new Promise<ProviderApi>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = script;
      el.async = true;
      el.onload = () => {
        const api = (window as unknown as Record<string, ProviderApi | undefined>)[global];
        if (api) resolve(api);
        else reject(new Error(`${provider} did not load`));
      };
      el.onerror = () => reject(new Error(`${provider} could not be loaded`));
      document.head.append(el);
    });
    // A failed load may succeed later (the network came back): try again next time.
    promise.catch(() => loading.delete(provider));
    loading.set(provider, promise);
  }
  return promise;
}

/**
 * Renders the provider's widget into `host`; `onToken` gets its answer, `onFailure` its error or expiry. Returns its
 * removal.
 */
export function mountProviderWidget(challenge: Challenge, host: HTMLElement, onToken: (token: string) => void, onFailure: () => void): () => void {
  if (challenge.provider === 'altcha') return () => undefined;
  const provider = PROVIDERS[challenge.provider];
  let api: ProviderApi | null = null;
  let id: string | null = null;
  let gone = false;
  load(challenge.provider).then(
    (loaded) => {
      if (gone) return;
      api = loaded;
      id = loaded.render(host, { sitekey: challenge.siteKey, [provider.language]: i18n.locale, callback: onToken, 'error-callback': onFailure, 'expired-callback': onFailure });
    },
    () => !gone && onFailure(),
  );
  return () => {
    gone = true;
    if (api && id !== null) api.remove(id);
  };
}
