/**
 * What pages use of the API without loading it: the error shape every endpoint reports, the text to show for
 * one, and how paths join the configured API origin. The RTK Query API itself (`./api`, the
 * `@dl/shared-config/api` singleton) is loaded by the first page or action that calls the server.
 */
import { i18n } from './i18n';

/** The error every endpoint reports: an HTTP status (or a transport failure) and the text to show. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /**
   * The server's `error` field, or a transport message of SPEC §8, in the page's language (`serverText`); null when
   * the UI should use its fallback.
   */
  message: string | null;
  /** The server's `code` for the error (its answers are `{ error, code }`), when it sent one. */
  code?: string;
  /** The text as the server (or SPEC §8) says it, in English: `errorText` says it in the page's language of the moment. */
  english?: string;
}

/** Joins a path to the configured API origin; absolute URLs pass through. */
export function apiUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A text the server sent, in the page's language (`code`: the error's, which tells texts with values apart). */
export type ServerText = (text: string, code?: string) => string;
const asSent: ServerText = (text) => text;

/**
 * The server's texts in the page's language (issue #24), loaded at a page's first failed call: their catalogs are a
 * chunk of their own, which a page without an error never loads, and an English page needs none (the server writes
 * English). A chunk that fails to load leaves the server's words as they are.
 */
export function loadServerTexts(): Promise<ServerText> {
  if (i18n.locale === 'en') return Promise.resolve(asSent);
  return import('./serverTexts').then((m) => m.ready(), () => asSent);
}

/** The server's texts in the active language, once their module has loaded (it sets this). */
let translator: ServerText | null = null;
export function setServerTranslator(translate: ServerText): void {
  translator = translate;
}

/**
 * The text to show for a failed call: the server's error or a transport message, or the caller's fallback. It is said
 * in the page's language as the component renders, so an error on screen follows a switch of language.
 */
export function errorText(error: unknown, fallback: string): string {
  const e = error as Partial<ApiError> | undefined;
  if (!e || typeof e.message !== 'string' || !e.message) return fallback;
  return translator && e.english ? translator(e.english, e.code) : e.message;
}
