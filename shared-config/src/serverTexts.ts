/**
 * The server's texts a visitor reads (issue #24): the `error` of its `{ error, code }` answers and SPEC §8's transport
 * messages, in the page's language. Loaded at a page's first failed call (`loadServerTexts` in apiCommon.ts): the
 * catalogs (`server-texts/<lang>.po`) and this table are a chunk no page loads before an error.
 */
import { ensureLanguage, i18n, idOfEnglish, registerCatalogs } from './i18n';
import { setServerTranslator, type ServerText } from './apiCommon';
import { messages as serverEnglish } from './server-texts/en';

registerCatalogs('server', { en: serverEnglish, load: (lang) => import(`./server-texts/${lang}.ts`) });

/** The account rate limits' `Too many {what}.` (server/src/features/accounts/limits.ts), one text each. */
const TOO_MANY: Record<string, string> = {
  'sign-in attempts': 'err.auth.tooManySignIn',
  'sign-up attempts': 'err.auth.tooManySignUp',
  'password change attempts': 'err.auth.tooManyPasswordChanges',
  requests: 'err.auth.tooManyRequests',
  'verification attempts': 'err.auth.tooManyVerifications',
  'email requests': 'err.auth.tooManyEmails',
  'password reset attempts': 'err.auth.tooManyResets',
};

type Match = RegExpExecArray;

/**
 * The server's texts with values in them: its `code` for the error (none for a merge's progress message), the
 * English they are made of, and the shared catalog's message with the values read from the text.
 */
const WITH_VALUES: { code?: string; english: RegExp; id: (m: Match) => string | undefined; values: (m: Match) => Record<string, unknown> }[] = [
  {
    code: 'auth.throttled',
    english: /^Too many (.+)\. Please wait (\d+) minutes? and try again\.$/,
    id: (m) => TOO_MANY[m[1]],
    values: (m) => ({ minutes: Number(m[2]) }),
  },
  {
    code: 'usage.daily_limit',
    english: /^You have reached your daily limit of (\d+) downloads\. It resets at midnight UTC\.$/,
    id: () => 'err.usage.dailyLimit',
    values: (m) => ({ limit: Number(m[1]) }),
  },
  {
    code: 'clip.too_long',
    english: /^This clip is longer than ([\d:.]+), the longest clip (your plan allows|visitors can cut)\.( Sign in to cut longer clips\.)?$/,
    id: (m) => (m[2] === 'your plan allows' ? 'err.clip.tooLong' : m[3] ? 'err.clip.tooLongSignIn' : 'err.clip.tooLongVisitor'),
    values: (m) => ({ max: m[1] }),
  },
  {
    code: 'zip.too_many',
    english: /^Choose at most (\d+) items for one ZIP file\.$/,
    id: () => 'err.zip.tooMany',
    values: (m) => ({ max: Number(m[1]) }),
  },
  {
    code: 'extract.malformed_feed',
    english: /^This podcast feed could not be read: it is not well-formed XML \(line (\d+), column (\d+)\)\.$/,
    id: () => 'err.extract.malformedFeedAt',
    values: (m) => ({ line: Number(m[1]), column: Number(m[2]) }),
  },
  {
    // A merge's status message while ffmpeg reports its progress.
    english: /^Processing\.\.\. (\d+)%$/,
    id: () => 'err.merge.progress',
    values: (m) => ({ percent: Number(m[1]) }),
  },
  {
    // The answer to DELETE /api/auth/download-history.
    english: /^Download history cleared \((\d+) items?\)\.$/,
    id: () => 'err.history.cleared',
    values: (m) => ({ count: Number(m[1]) }),
  },
  {
    // A request the schema refuses: the field and the validator's words are technical, they stay as they are.
    code: 'request.invalid',
    english: /^Invalid request: (.+)$/s,
    id: () => 'err.request.invalid',
    values: (m) => ({ detail: m[1] }),
  },
];

/**
 * Which message of the shared catalog a text of the server is: its English word for word, or (a text with values,
 * such as a rate limit's minutes) the text its `code` names, with the values read from it. Null for a text no
 * catalog has.
 */
export function serverMessage(text: string, code?: string): { id: string; values?: Record<string, unknown> } | null {
  // A text without values: by its English, as every catalog's texts are found (the server's, registered above; SPEC
  // §8's transport messages, in the shared catalog).
  const id = idOfEnglish(text);
  if (id) return { id };
  for (const known of WITH_VALUES) {
    if (code && known.code && known.code !== code) continue;
    const m = known.english.exec(text);
    const found = m && known.id(m);
    if (found) return { id: found, values: known.values(m) };
  }
  return null;
}

/**
 * A text the server sent (an error's `error` field, a merge's status message, a transport message of SPEC §8) in the
 * page's active language; as it is in English, and for a text no catalog has.
 */
export function serverText(text: string, code?: string): string {
  if (i18n.locale === 'en') return text;
  const message = serverMessage(text, code);
  // A language whose shared texts are not loaded (yet) shows the server's English rather than an id.
  if (!message || i18n.messages[message.id] === undefined) return text;
  return i18n._(message.id, message.values);
}

setServerTranslator(serverText);

/** The page's language loaded for the server's texts; then the function that translates them. */
export async function ready(): Promise<ServerText> {
  await ensureLanguage();
  return serverText;
}
