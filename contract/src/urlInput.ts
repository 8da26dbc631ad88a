/**
 * The one URL finder (SPEC §5 URL input): the link the form takes from what a visitor typed or pasted, and the
 * message it shows otherwise; the server takes the link from an API request's text with the same rule, so the two
 * never disagree. General platforms need text that begins with http:// or https://; Xiaohongshu and Bilibili app
 * share messages (free text with a link inside) are taken on those platforms' landing pages, or anywhere the text
 * names one of their hosts.
 */
import { URL_INPUT_MESSAGES } from './urlInputMessages';

/** Platforms whose app share messages (free text with a link inside) the form accepts. */
export type ShareTextPlatform = 'xiaohongshu' | 'bilibili';

const SHARE_TEXT_HOSTS: Record<ShareTextPlatform, readonly string[]> = {
  xiaohongshu: ['xiaohongshu.com', 'xhslink.com'],
  bilibili: ['bilibili.com', 'b23.tv', 'bilibili.tv'],
};

const SHARE_TEXT_MESSAGES: Record<ShareTextPlatform, string> = {
  xiaohongshu: URL_INPUT_MESSAGES.invalidXiaohongshu,
  bilibili: URL_INPUT_MESSAGES.invalidBilibili,
};

export type UrlInputResult = { ok: true; url: string } | { ok: false; error: string };

// An http(s) link ends at whitespace, quotes, angle brackets or CJK / full-width punctuation, which app share
// messages put right after the link (for example '…/a/AbC，复制本条信息').
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`\u3000-\u303f\uff00-\uffef]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * The C0 and C1 control characters and DEL. Tab, line feed, vertical tab, form feed and carriage return among them are
 * whitespace, which ends a link (a share message's lines stay apart); any other one inside a link makes it no link. A
 * percent-encoded form (`%00`) is an ordinary part of a URL: only a raw control character is refused.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a text holds a raw control character (C0, C1 or DEL): a link that does is refused everywhere. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * Every http(s) URL inside free text, in order, without trailing sentence punctuation. A link holding a control
 * character (a NUL, an escape…) is left out: it never reaches the server's engine, and the form shows the invalid-link
 * message.
 */
export function findUrlsInText(text: string): string[] {
  return linksIn(text).filter((u) => !hasControlCharacter(u));
}

/** Every http(s) URL inside free text, in order, control characters and all. */
function linksIn(text: string): string[] {
  return (text.match(URL_IN_TEXT) ?? []).map((u) => u.replace(TRAILING_PUNCTUATION, '')).filter((u) => /^https?:\/\/[^/?#]+/i.test(u));
}

function mentionsHost(text: string, hosts: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return hosts.some((h) => lower.includes(h));
}

/**
 * The URL inside an app share message: the first link of the platform when there is one, else the first
 * link of any kind; null when the text holds no http(s) link.
 */
export function extractShareUrl(text: string, platform?: ShareTextPlatform): string | null {
  const urls = findUrlsInText(text);
  if (platform) {
    const own = urls.find((u) => mentionsHost(u, SHARE_TEXT_HOSTS[platform]));
    if (own) return own;
  }
  return urls[0] ?? null;
}

/** The share-text platform a pasted text refers to (home page: a xiaohongshu/xhslink or bilibili/b23.tv link). */
export function shareTextPlatformOf(text: string): ShareTextPlatform | null {
  for (const p of Object.keys(SHARE_TEXT_HOSTS) as ShareTextPlatform[]) {
    if (mentionsHost(text, SHARE_TEXT_HOSTS[p])) return p;
  }
  return null;
}

export interface UrlInputOptions {
  /**
   * The landing page's share-text platform (Xiaohongshu, Bilibili), 'detect' to accept share text only when
   * the text names one of them (home page), or null for the general rule only.
   */
  shareText?: ShareTextPlatform | 'detect' | null;
}

/** Validates the form input: the URL to extract, or the message of SPEC §5 to show. */
export function validateUrlInput(input: string, { shareText = null }: UrlInputOptions = {}): UrlInputResult {
  const text = input.trim();
  if (!text) return { ok: false, error: URL_INPUT_MESSAGES.emptyUrl };
  const platform = shareText === 'detect' ? shareTextPlatformOf(text) : shareText;
  if (platform) {
    const url = extractShareUrl(text, platform);
    return url ? { ok: true, url } : { ok: false, error: SHARE_TEXT_MESSAGES[platform] };
  }
  // Text that begins with a link: the link, up to where it ends (whitespace, quotes, brackets, CJK punctuation).
  // A first link that holds a control character is refused, not passed over for the next one.
  const url = /^https?:\/\//i.test(text) ? linksIn(text)[0] : undefined;
  return url && !hasControlCharacter(url) ? { ok: true, url } : { ok: false, error: URL_INPUT_MESSAGES.invalidUrl };
}

/**
 * The link in an API request's text (the server's side of the rule: the form sends the link it found, an API client
 * may send what a visitor pasted), or null with the message of SPEC §5 to answer.
 */
export function findInputUrl(input: string): UrlInputResult {
  return validateUrlInput(input, { shareText: 'detect' });
}
