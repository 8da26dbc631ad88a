/**
 * The preview's texts (issue #24): its catalogs (`locales/<lang>.po`, compiled by `npm run i18n`), English at hand,
 * the page's language loaded (its own chunk of this build) before the shell renders a module of this remote. Its
 * components take them with `useT()` (by id) or `useText()` (a text that reaches them as English) from this module;
 * `useMessageText()` also reads the messages the preview builds from parts (a merge error with the format hint, a
 * failed short link with its reason, the server's progress and clip refusals).
 */
import { useCallback } from 'react';
import { registerCatalogs, useT, useText } from '@dl/shared-config';
import { PREVIEW_MESSAGES } from './rules/messages';
import { messages as en } from './locales/en';

registerCatalogs('preview', { en, load: (lang) => import(`./locales/${lang}.ts`) });

export { useLanguage, useT, useText } from '@dl/shared-config';

type Translate = (id: string, values?: Record<string, unknown>) => string;

const PROGRESS = /^Processing\.\.\. (\d+(?:\.\d+)?)%$/;
const POLL_ERRORS = 'Too many consecutive polling errors: ';
const SHORT_URL_FAILED = 'Failed to create short URL: ';
const TOO_LONG = /^This clip is longer than (\S+), the longest clip (your plan allows|visitors can cut)\.( Sign in to cut longer clips\.)?$/;
const HTTP_STATUS = /^(HTTP \d+: )(.+)$/;
const HINT = ` ${PREVIEW_MESSAGES.formatHint}`;

/** A message that reaches the preview as English, whole or made of parts, in the page's language. */
export function localizeMessage(english: string, t: Translate, text: (english: string) => string): string {
  const again = (part: string) => localizeMessage(part, t, text);
  const progress = PROGRESS.exec(english);
  if (progress) return t('pv.merge.processingPercent', { percent: progress[1] });
  if (english.startsWith(POLL_ERRORS)) return t('pv.merge.pollErrors', { reason: again(english.slice(POLL_ERRORS.length)) });
  if (english.startsWith(SHORT_URL_FAILED)) return t('pv.share.shortUrlFailed', { error: again(english.slice(SHORT_URL_FAILED.length)) });
  const tooLong = TOO_LONG.exec(english);
  if (tooLong) {
    const refusal = t(tooLong[2] === 'your plan allows' ? 'pv.clip.tooLongPlan' : 'pv.clip.tooLongVisitor', { max: tooLong[1] });
    return tooLong[3] ? `${refusal} ${t('pv.clip.signInLonger')}` : refusal;
  }
  const status = HTTP_STATUS.exec(english);
  if (status) return `${status[1]}${again(status[2])}`;
  // A text a catalog has whole (the server's "The selected format is not available. Try refreshing…") is translated
  // whole; another with the hint appended is translated in its two parts.
  const whole = text(english);
  if (whole !== english) return whole;
  if (english.endsWith(HINT) && english.length > HINT.length) return `${again(english.slice(0, -HINT.length))} ${t('pv.merge.formatHint')}`;
  return english;
}

/** `localizeMessage` with the page's language: components render again when it changes. */
export function useMessageText(): (english: string) => string {
  const t = useT();
  const text = useText();
  return useCallback((english: string) => localizeMessage(english, t, text), [t, text]);
}
