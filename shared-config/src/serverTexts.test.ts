/**
 * The server's texts a visitor sees (issue #24: the `error` of its `{ error, code }` answers, a merge's status
 * messages, the account replies) are in the shared catalog, word for word, and translated: a new text of the server
 * without a translation fails here.
 *
 * shared-config may not import the server (the import boundaries of eslint.config.mjs), and most of the server's
 * modules that hold texts load Fastify, the database or ffmpeg: the server's sources are read as text instead, every
 * string and template that reads like a sentence is taken, and each must be a text of the shared catalog or be
 * named below as one a visitor's page never shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CLIP_TEXT, URL_INPUT_MESSAGES, clipTooLong, passwordProblem } from '@dl/contract';
import { changeLanguage, i18n } from './i18n';
import { serverMessage, serverText } from './serverTexts';

const SERVER = path.join(__dirname, '..', '..', 'server', 'src');

/** Folders whose texts only operators, mail or the code itself read. */
const NOT_SCANNED = [
  'cli', // the operator's command line
  'suites', // tests
  'infra/db', // migrations
  'features/engine', // installing and updating yt-dlp: the operator's log and debug panel
  'features/docs', // the OpenAPI description
  'features/health', // probes for load balancers
  'features/accounts/emails.ts', // the emails (sent by mail, not shown in the page)
  'features/fetch/cookies', // the operator's cookies files: refusals at start, the status line and the log
  'features/canary/links.ts', // CANARY_LINKS: refusals at start and the operator's status line
  'features/fetch/upstream', // UPSTREAM_PROXIES: refusals at start, and a proxy's failure for the log
  'infra/metrics', // the metrics' names and help texts, for a Prometheus scraper and its operator
];

/** The settings each part of the server declares (settings.ts, infra/serverSettings.ts): refusals at start, and meanings for docs/configuration.md. */
const SETTINGS_FILE = /^(settings|serverSettings)\.ts$/;

/** Texts of the scanned folders that are no text of the page, and why. */
const NOT_SHOWN: Record<string, string> = {
  'MediaGrab <no-reply@localhost>': 'the default mail sender',
  'Mails a new verification code': 'an OpenAPI summary',
  'Mails a link to reset the password': 'an OpenAPI summary',
  '`SMTP ${new URL(opts.smtpUrl).host}`': 'where mail goes, for the log',
  'These items are not in this ZIP file:': 'a line of the ZIP’s not-included.txt, not of the page',
  '`Video ${ext.toUpperCase()}`': 'a format’s label, data of the extraction (shown as the contract formats it)',
  '`Audio ${Math.round(kbps)} kbps ${ext}`': 'a format’s label, data of the extraction',
  '`Audio ${ext}`': 'a format’s label, data of the extraction',
  'Apple Podcasts': 'a platform’s name',
  'Forbidden by egress policy': 'the egress proxy’s refusal, which the server maps to its own text',
  'Upstream proxies unavailable': 'the egress proxy’s answer when no upstream proxy works, which the server maps to its own text',
  'upstream proxy failed: out of rotation until backAt, the next one is used': 'the log',
  'upstream proxy works again': 'the log',
  '`HTTP/1.1 ${status}\\r\\nConnection: close\\r\\nContent-Length: 0\\r\\n\\r\\n`': 'the egress proxy’s protocol',
  'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n': 'the egress proxy’s protocol',
  'HTTP/1.1 200 Connection Established\r\n\r\n': 'the egress proxy’s protocol',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36': 'a user agent',
  'GET, HEAD, POST, PUT, DELETE': 'a CORS header',
  'GET, HEAD, POST': 'a CORS header',
  'Cookie, Accept-Language': 'a Vary header',
  '`Post not found | ${req.domain.branding.name}`': 'a page title the server writes into the HTML head (SEO)',
  "`Shared ${params.is_audio === 'true' ? 'audio' : 'video'} | ${brand}`": 'a page title the server writes into the HTML head (SEO)',
  '`User-agent: *\\nAllow: /\\nDisallow: /api/\\n\\nSitemap: ${siteOrigin(req.domain, req.protocol, req.headers.host)}/sitemap.xml\\n`': 'robots.txt',
  '`Page not found | ${config.branding.name}`': 'a page title the server writes into the HTML head (SEO)',
  'The page you asked for does not exist.': 'a page description the server writes into the HTML head (SEO)',
};

/**
 * The server's texts with values: each template of its sources, and texts it makes, with their `code` (none for a
 * merge's progress), as the server sends them.
 */
const WITH_VALUES: Record<string, { code?: string; sent: string[] }> = {
  "`Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`": {
    code: 'auth.throttled',
    sent: ['Too many sign-in attempts. Please wait 1 minute and try again.', 'Too many requests. Please wait 15 minutes and try again.'],
  },
  '`You have reached your daily limit of ${row.daily_limit} downloads. It resets at midnight UTC.`': {
    code: 'usage.daily_limit',
    sent: ['You have reached your daily limit of 20 downloads. It resets at midnight UTC.', 'You have reached your daily limit of 1 downloads. It resets at midnight UTC.'],
  },
  '`Choose at most ${max} items for one ZIP file.`': { code: 'zip.too_many', sent: ['Choose at most 50 items for one ZIP file.'] },
  '`Processing... ${progress}%`': { sent: ['Processing... 0%', 'Processing... 42%'] },
  '`Processing... ${task.progress}%`': { sent: ['Processing... 100%'] },
  "`Download history cleared (${removed} item${removed === 1 ? '' : 's'}).`": { sent: ['Download history cleared (1 item).', 'Download history cleared (12 items).'] },
  "`Invalid request: ${where} ${first?.message ?? 'is invalid'}`": { code: 'request.invalid', sent: ['Invalid request: body.email must NOT have more than 254 characters'] },
  // Texts the server takes from the contract or builds in a way no template of its own shows.
  'clipTooLong (contract/src/clip.ts)': { code: 'clip.too_long', sent: [clipTooLong(300, true, false), clipTooLong(300, false, false), clipTooLong(300, false, true), clipTooLong(3725.5, false, true)] },
  'EXTRACT_MESSAGES.malformedFeed with its fault (extract/native/index.ts)': {
    code: 'extract.malformed_feed',
    sent: ['This podcast feed could not be read: it is not well-formed XML (line 3, column 17).'],
  },
};

/** Texts of the contract that the server answers with (passwordProblem, the clip's refusals, the URL input's). */
const FROM_CONTRACT = [
  ...['short', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'].map((p) => passwordProblem(p)!),
  CLIP_TEXT.endBeforeStart,
  CLIP_TEXT.pastEnd,
  CLIP_TEXT.unsupported,
  ...Object.values(URL_INPUT_MESSAGES),
];

interface Found {
  file: string;
  text: string;
  template: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (NOT_SCANNED.includes(path.relative(SERVER, full).split(path.sep).join('/')) || SETTINGS_FILE.test(entry.name)) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const readsLikeASentence = (text: string) => /^[A-Z]/.test(text) && (text.includes(' ') || /[.!?]$/.test(text));

/** The strings and templates of the server's sources that read like a sentence, but for logs and internal errors. */
function scanServer(): { found: Found[]; throttled: string[] } {
  const found: Found[] = [];
  const throttled: string[] = [];
  for (const file of sourceFiles(SERVER)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = path.relative(SERVER, file);
    const visit = (node: ts.Node): void => {
      // OpenAPI texts, errors that are logged (never sent), log lines.
      if (ts.isPropertyAssignment(node) && ['summary', 'description'].includes(node.name.getText())) return;
      if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText()) && !['HttpError', 'FetchError'].includes(node.expression.getText())) return;
      if (ts.isCallExpression(node)) {
        const callee = node.expression.getText();
        if (/^console\.|(^|\.)log(\.\w+)?$/.test(callee)) return;
        // The API description's words for an answer (shared/schemas.ts): for the OpenAPI document, never sent.
        if (['errorReplies', 'fileReply', 'jsonReply', 'accountErrors'].includes(callee)) return;
        const what = node.arguments[2];
        if (callee === 'throttle' && what && ts.isStringLiteral(what)) throttled.push(what.text);
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (readsLikeASentence(node.text)) found.push({ file: where, text: node.text, template: false });
      } else if (ts.isTemplateExpression(node)) {
        if (readsLikeASentence(node.head.text)) found.push({ file: where, text: node.getText(), template: true });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, throttled };
}

const { found, throttled } = scanServer();
const fixed = [...new Set([...found.filter((f) => !f.template && !(f.text in NOT_SHOWN)).map((f) => f.text), ...FROM_CONTRACT])];
const withValues = Object.values(WITH_VALUES).flatMap(({ code, sent }) => sent.map((text) => ({ text, code })));
const throttledSent = [...new Set(throttled)].flatMap((what) => [1, 2, 5].map((n) => `Too many ${what}. Please wait ${n} minute${n === 1 ? '' : 's'} and try again.`));
const everyText = [...fixed.map((text) => ({ text, code: undefined as string | undefined })), ...withValues, ...throttledSent.map((text) => ({ text, code: 'auth.throttled' }))];

describe("the server's texts in the shared catalog", () => {
  afterEach(() => changeLanguage('en'));

  it('finds the texts of the server’s message modules and error handler', () => {
    const texts = found.map((f) => f.text);
    expect(texts).toEqual(expect.arrayContaining([
      'This video is private. Private videos cannot be downloaded.', // extract/messages.ts
      'This download link has expired. Please extract the video again.', // media-proxy/messages.ts
      'Only http and https links are supported.', // fetch/errors.ts
      'The service is temporarily unavailable. Please try again in a moment.', // plugins/errors.ts
      'Something went wrong on our side. Please try again.',
      'Invalid email or password.', // accounts/service.ts
      'Too many videos started at once. Please wait a minute and try again.', // an `enforce` of merge/routes.ts
    ]));
    expect(new Set(throttled)).toEqual(new Set(['sign-up attempts', 'sign-in attempts', 'requests', 'verification attempts', 'email requests', 'password reset attempts', 'password change attempts']));
    expect(fixed.length).toBeGreaterThan(90);
  });

  it('has every text the server sends a visitor, its English word for word', () => {
    expect(fixed.filter((text) => !serverMessage(text))).toEqual([]);
    const templates = found.filter((f) => f.template && !(f.text in NOT_SHOWN)).map((f) => `${f.file}: ${f.text}`);
    expect(templates.filter((t) => !(t.slice(t.indexOf(': ') + 2) in WITH_VALUES))).toEqual([]);
    // The catalog's English, its values filled in, is the server's text.
    for (const { text, code } of everyText) {
      const message = serverMessage(text, code);
      expect([text, message && i18n._(message.id, message.values)]).toEqual([text, text]);
    }
  });

  it('reads the values of a text by its code, and leaves a text no catalog has as it is', () => {
    expect(serverMessage('Too many sign-in attempts. Please wait 5 minutes and try again.', 'auth.throttled')).toEqual({ id: 'err.auth.tooManySignIn', values: { minutes: 5 } });
    expect(serverMessage('This clip is longer than 1:00:00, the longest clip your plan allows.', 'clip.too_long')).toEqual({ id: 'err.clip.tooLong', values: { max: '1:00:00' } });
    expect(serverMessage('Choose at most 50 items for one ZIP file.', 'other.code')).toBeNull();
    expect(serverMessage('Too many cats. Please wait 1 minute and try again.')).toBeNull();
    expect(serverText('A text no catalog has')).toBe('A text no catalog has');
  });

  it.each(['es', 'ru', 'ja', 'ar'] as const)('translates every one of them into %s', async (lang) => {
    await changeLanguage(lang);
    const untranslated = everyText.filter(({ text, code }) => serverText(text, code) === text);
    expect(untranslated).toEqual([]);
    // Values are filled in, never left as placeholders.
    expect(everyText.map(({ text, code }) => serverText(text, code)).filter((t) => /[{}#]/.test(t))).toEqual([]);
  });
});
