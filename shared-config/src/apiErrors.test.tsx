/**
 * The server's errors in the page's language (issue #24): the shared API client turns an `{ error, code }` answer into
 * the text a component shows, in the page's language; the English stays the server's, word for word.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen } from '@testing-library/react';
import { FALLBACK_DOMAIN_CONFIG, MESSAGES } from '@dl/contract';
import { api } from './api';
import { errorText, type ApiError } from './apiCommon';
import { changeLanguage, useText } from './i18n';
import { makeStore } from './store';

// A real HTTP server stands in for the API, as in api.test.ts.
let answer: { status: number; body: unknown };
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const probe = api.injectEndpoints({
  endpoints: (build) => ({ failing: build.mutation<unknown, void>({ query: () => ({ url: '/api/failing', method: 'POST' }) }) }),
});

/** The error of one call whose answer is `status` and `body`. */
async function failWith(status: number, body: unknown, baseUrl = origin): Promise<ApiError> {
  answer = { status, body };
  const store = makeStore({
    domain: { config: { ...FALLBACK_DOMAIN_CONFIG, api: { ...FALLBACK_DOMAIN_CONFIG.api, baseUrl } }, source: 'server' },
    session: { status: 'anonymous', user: null, accessToken: null, refreshToken: null, error: null },
  });
  const r = await store.dispatch(probe.endpoints.failing.initiate());
  return (r as { error: ApiError }).error;
}

/** What an app shows: the text of the error (a fallback of its own when there is none). */
function ErrorLine({ error }: { error: unknown }) {
  return <p role="alert">{errorText(error, 'Failed to process video')}</p>;
}

/** An app that kept the English in its state and translates it as it renders. */
function KeptInState({ english }: { english: string }) {
  const text = useText();
  return <p role="status">{text(english)}</p>;
}

describe("the server's errors in the page's language", () => {
  it('shows an error of the server in Spanish', async () => {
    await act(() => changeLanguage('es'));
    const error = await failWith(403, { error: 'This video is private. Private videos cannot be downloaded.', code: 'extract.private' });
    expect(error).toMatchObject({ status: 403, code: 'extract.private' });
    render(<ErrorLine error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Este vídeo es privado. Los vídeos privados no se pueden descargar.');
  });

  it('keeps the English of the server word for word on an English page, and the code beside it', async () => {
    const error = await failWith(410, { error: 'This download link has expired. Please extract the video again.', code: 'link.expired' });
    const english = 'This download link has expired. Please extract the video again.';
    expect(error).toEqual({ status: 410, message: english, english, code: 'link.expired' });
    render(<ErrorLine error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This download link has expired. Please extract the video again.');
  });

  it("reads a rate limit's minutes from the text and says them in the language's plural", async () => {
    const body = { error: 'Too many sign-in attempts. Please wait 5 minutes and try again.', code: 'auth.throttled' };
    await act(() => changeLanguage('es'));
    render(<ErrorLine error={await failWith(429, body)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Demasiados intentos de inicio de sesión. Espera 5 minutos e inténtalo de nuevo.');
    await act(() => changeLanguage('ru'));
    expect(errorText(await failWith(429, body), '')).toBe('Слишком много попыток входа. Подождите 5 минут и попробуйте снова.');
    expect(errorText(await failWith(429, { ...body, error: body.error.replace('5 minutes', '1 minute') }), '')).toBe(
      'Слишком много попыток входа. Подождите 1 минуту и попробуйте снова.',
    );
    await act(() => changeLanguage('ja'));
    expect(errorText(await failWith(429, body), '')).toBe('ログインの試行回数が多すぎます。5 分待ってから、もう一度お試しください。');
  });

  it("translates a clip's limit, the server's 503 and the client's own network error into Arabic", async () => {
    await act(() => changeLanguage('ar'));
    const clip = await failWith(400, { error: 'This clip is longer than 5:00, the longest clip visitors can cut. Sign in to cut longer clips.', code: 'clip.too_long' });
    expect(errorText(clip, '')).toBe('هذا المقطع أطول من 5:00، وهي أقصى مدة يمكن للزوار قصّها. سجّل الدخول لقص مقاطع أطول.');
    const down = await failWith(503, { error: 'The service is temporarily unavailable. Please try again in a moment.', code: 'service.unavailable' });
    expect(errorText(down, '')).toBe('الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى بعد قليل.');
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const unreachable = await failWith(0, {}, `http://127.0.0.1:${port}`);
    expect(unreachable.status).toBe('FETCH_ERROR');
    expect(errorText(unreachable, '')).not.toBe(MESSAGES.networkError);
    expect(errorText(unreachable, '')).toMatch(/^خطأ في الشبكة/);
  });

  it('leaves a text no catalog has as the server wrote it, and uses the fallback when there is none', async () => {
    await act(() => changeLanguage('es'));
    const odd = await failWith(400, { error: 'Route POST:/api/nowhere not found', code: 'request.invalid' });
    expect(errorText(odd, 'x')).toBe('Route POST:/api/nowhere not found');
    render(<ErrorLine error={await failWith(500, {})} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to process video');
  });

  it('an error on screen follows a switch of language, its values too', async () => {
    /** A component that renders again in a new language, as every app's do (they take their texts with useT). */
    function Shown({ error }: { error: unknown }) {
      useText();
      return <ErrorLine error={error} />;
    }
    await act(() => changeLanguage('es'));
    const refused = await failWith(403, { error: 'This video is private. Private videos cannot be downloaded.', code: 'extract.private' });
    const throttled = await failWith(429, { error: 'Too many sign-in attempts. Please wait 5 minutes and try again.', code: 'auth.throttled' });
    render(
      <>
        <Shown error={refused} />
        <Shown error={throttled} />
      </>,
    );
    expect(screen.getAllByRole('alert').map((e) => e.textContent)).toEqual([
      'Este vídeo es privado. Los vídeos privados no se pueden descargar.',
      'Demasiados intentos de inicio de sesión. Espera 5 minutos e inténtalo de nuevo.',
    ]);
    await act(() => changeLanguage('ru'));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Слишком много попыток входа. Подождите 5 минут и попробуйте снова.');
    expect(screen.getAllByRole('alert')[0]).not.toHaveTextContent('Este vídeo');
    await act(() => changeLanguage('en'));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('This video is private. Private videos cannot be downloaded.');
  });

  it("translates a server's English that an app kept in its state, when it renders, and follows a switch of language", async () => {
    render(<KeptInState english="Task not found or expired" />);
    expect(screen.getByRole('status')).toHaveTextContent('Task not found or expired');
    await act(() => changeLanguage('es'));
    expect(screen.getByRole('status')).toHaveTextContent('Tarea no encontrada o caducada');
    await act(() => changeLanguage('ar'));
    expect(screen.getByRole('status')).toHaveTextContent('المهمة غير موجودة أو انتهت صلاحيتها');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
