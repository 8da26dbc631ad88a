/**
 * SPEC §4 share state (idle → 'Creating...' → 'Success!' / 'Failed' → idle after 2.5 s) and the SPEC §8
 * share messages. Every action first makes (once) a short link of this preview.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, loadServerTexts, type ShortLinkParams } from '@dl/shared-config';
import { SHARE_MESSAGES, SHARE_POPUP, SHARE_RESET_MS, shareTargetUrl, shortUrlFailed, type ShareTarget } from '../../../rules';
import { useCreateShortLinkMutation } from '../api/shortLinkApi';

export type ShareStatus = 'idle' | 'loading' | 'success' | 'error';
export type ShareAction = 'copy' | ShareTarget | 'native';

const OPENING: Record<ShareTarget, string> = {
  twitter: SHARE_MESSAGES.openingTwitter,
  facebook: SHARE_MESSAGES.openingFacebook,
  whatsapp: SHARE_MESSAGES.openingWhatsApp,
  email: SHARE_MESSAGES.openingEmail,
};

class ShareError extends Error {}

/** A failure without words of its own (translated where it is shown, as the share messages are). */
const UNKNOWN_ERROR = 'Unknown error';

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

function openPopup(url: string): void {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  window.open(url, 'share', `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`);
}

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new ShareError(SHARE_MESSAGES.copyFailed);
  try {
    await navigator.clipboard.writeText(text);
  } catch (e) {
    throw new ShareError((e as { name?: string })?.name === 'NotAllowedError' ? SHARE_MESSAGES.clipboardDenied : SHARE_MESSAGES.copyFailed);
  }
}

export function useShare(params: ShortLinkParams, title: string) {
  const [status, setStatus] = useState<ShareStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  const [createShortLink] = useCreateShortLinkMutation();
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const paramsKey = JSON.stringify(params);

  useEffect(() => () => clearTimeout(resetTimer.current), []);
  // Another preview (other params) needs its own short link.
  useEffect(() => setShortUrl(null), [paramsKey]);

  const settle = useCallback((next: ShareStatus, text: string | null) => {
    setStatus(next);
    setMessage(text);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setStatus('idle');
      setMessage(null);
    }, SHARE_RESET_MS);
  }, []);

  const getShortUrl = useCallback(async (): Promise<string> => {
    if (shortUrl) return shortUrl;
    const res = await createShortLink(JSON.parse(paramsKey) as ShortLinkParams);
    const body = 'data' in res ? res.data : undefined;
    if (body?.short_url) {
      const url = absolute(body.short_url);
      setShortUrl(url);
      return url;
    }
    // A refusal inside a successful answer (a gateway's) is the server's words: in the page's language, as a failed
    // call's are (the API client translates those).
    const reason = body?.error ? (await loadServerTexts())(body.error) : 'error' in res ? errorText(res.error, UNKNOWN_ERROR) : UNKNOWN_ERROR;
    throw new ShareError(shortUrlFailed(reason));
  }, [shortUrl, createShortLink, paramsKey]);

  const share = useCallback(
    async (action: ShareAction) => {
      if (status === 'loading') return;
      clearTimeout(resetTimer.current);
      setStatus('loading');
      setMessage(null);
      try {
        const url = await getShortUrl();
        switch (action) {
          case 'copy':
            await copyText(url);
            return settle('success', SHARE_MESSAGES.copied);
          case 'native':
            if (typeof navigator.share === 'function') {
              try {
                await navigator.share({ title, text: title, url });
              } catch (e) {
                if ((e as { name?: string })?.name === 'AbortError') {
                  // The user closed the share sheet: quietly back to idle.
                  setStatus('idle');
                  return;
                }
                throw new ShareError(SHARE_MESSAGES.shareFailed);
              }
              return settle('success', SHARE_MESSAGES.shared);
            }
            try {
              await copyText(url);
            } catch {
              throw new ShareError(SHARE_MESSAGES.shareRetry);
            }
            return settle('success', SHARE_MESSAGES.copiedNoShareApi);
          case 'email':
            window.location.href = shareTargetUrl('email', { url, title });
            return settle('success', OPENING.email);
          default:
            openPopup(shareTargetUrl(action, { url, title }));
            return settle('success', OPENING[action]);
        }
      } catch (e) {
        settle('error', e instanceof ShareError ? e.message : SHARE_MESSAGES.shareRetry);
      }
    },
    [status, getShortUrl, settle, title],
  );

  return { status, message, shortUrl, share };
}
