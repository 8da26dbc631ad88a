/**
 * GET /api/subtitles (issue #23): one language's subtitles, from a signed link the extraction handed out, as SubRip
 * (`.srt`) or WebVTT (`.vtt`), whichever the link's file name asks for. The server fetches the source's file through
 * the guarded fetcher and, when its form is the other one, has ffmpeg convert it (its WebVTT and SubRip readers and
 * writers), reading and writing pipes only.
 */
import { spawn } from 'node:child_process';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../infra/errors';
import { contentDisposition } from '../../shared/contentDisposition';
import { programEnv } from '../../infra/serverRuntime';
import { PUBLIC, errorReplies, fileReply } from '../../shared/schemas';
import { LinkQuerystring } from './schemas';
import type { MediaLinkSigner } from './signer';
import { verifiedLink } from './verifiedLink';

export type SubtitleForm = 'srt' | 'vtt';

/** The largest subtitle file the server reads (a feature film's subtitles are about 100 KB). */
const MAX_BYTES = 5 * 1024 * 1024;
const CONVERT_TIMEOUT_MS = 20_000;

export const SUBTITLE_TEXT = {
  unavailable: 'These subtitles are not available from the source right now. Please try again.',
  unreadable: 'These subtitles could not be read.',
} as const;

const TYPES: Record<SubtitleForm, string> = { srt: 'application/x-subrip; charset=utf-8', vtt: 'text/vtt; charset=utf-8' };
const MUXERS: Record<SubtitleForm, string> = { srt: 'srt', vtt: 'webvtt' };

/** The form of a subtitle file, from its first line: WebVTT starts with "WEBVTT"; anything else is read as SubRip. */
export const formOf = (text: string): SubtitleForm => (/^\uFEFF?WEBVTT/.test(text) ? 'vtt' : 'srt');

/** Subtitles converted from one form to the other by ffmpeg (pipes in and out, no file, no network). */
export function convertSubtitles(program: string, text: string, from: SubtitleForm, to: SubtitleForm): Promise<string> {
  if (from === to) return Promise.resolve(text);
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-protocol_whitelist', 'pipe', '-f', MUXERS[from], '-i', 'pipe:0', '-f', MUXERS[to], 'pipe:1'];
    const child = spawn(program, args, { env: programEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), CONVERT_TIMEOUT_MS);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-2000)));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`ffmpeg ${code}: ${err.trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(text);
  });
}

export const subtitleRoutes: FastifyPluginAsyncTypebox<{ signer: MediaLinkSigner; ffmpegPath: string }> = async (app, { signer, ffmpegPath }) => {
  app.get(
    '/api/subtitles',
    {
      config: { servesFiles: true },
      schema: {
        operationId: 'getSubtitles',
        summary: 'One language’s subtitles from a signed link, as SubRip or WebVTT',
        security: PUBLIC,
        querystring: LinkQuerystring,
        response: {
          200: fileReply('The subtitles, as the link’s file name says: SubRip (`.srt`) or WebVTT (`.vtt`)', ['application/x-subrip', 'text/vtt']),
          ...errorReplies('400 an invalid request, 403 a forged link, 410 an expired one, 422 subtitles that cannot be read'),
        },
      },
    },
    async (req, reply) => {
      const link = verifiedLink(signer, req.query);
      const to: SubtitleForm = link.filename.endsWith('.vtt') ? 'vtt' : 'srt';
      let text: string;
      try {
        const res = await app.fetcher.fetchText(link.url, { maxBytes: MAX_BYTES, headers: link.headers });
        if (res.status !== 200) throw new Error(`status ${res.status}`);
        text = res.text;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 400) throw err;
        req.log.warn({ err: (err as Error).message }, 'subtitles not fetched');
        throw new HttpError(502, SUBTITLE_TEXT.unavailable, 'subtitles.unavailable');
      }
      let body: string;
      try {
        body = await convertSubtitles(ffmpegPath, text, formOf(text), to);
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'subtitles not converted');
        throw new HttpError(422, SUBTITLE_TEXT.unreadable, 'subtitles.unreadable');
      }
      return reply.header('content-type', TYPES[to]).header('content-disposition', contentDisposition(link.filename)).header('cache-control', 'private, max-age=3600').send(body);
    },
  );
};
