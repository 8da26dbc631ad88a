/**
 * The default engine: `yt-dlp -J` through the local egress proxy, with a time limit. Success is judged by the
 * exit code (a successful run may still print warnings), a failed run prints `null`, and its `ERROR:` line is
 * mapped to a human message.
 */
import { spawn } from 'node:child_process';
import { HttpError } from '../../errors';
import { programEnv } from '../../services/serverRuntime';
import type { Engine, EngineRunOptions } from './engine';
import { EXTRACT_MESSAGES } from './messages';
import { normalizeYtdlp, type YtdlpJson } from './normalize';
import type { RawInfo } from '../../shared/extraction';
import { errorFromYtdlp, firstErrorLine } from './ytdlpErrors';

export interface YtdlpEngineOptions {
  /** The yt-dlp program. */
  program: string;
  /** Returns the egress proxy URL (started on demand). */
  proxyUrl: () => Promise<string>;
  socketTimeoutSeconds: number;
  timeoutMs: number;
  cacheDir?: string;
  /** Receives the raw error line of failed runs (logs only). */
  onFailure?: (detail: { url: string; line: string | null; exitCode: number | null }) => void;
}

const MAX_STDOUT = 64 * 1024 * 1024;
const MAX_STDERR = 64 * 1024;

/**
 * The child's environment: no proxy settings of ours leak in, no_proxy cannot bypass the egress proxy, and the
 * server process's own start-up settings stay with it (programEnv).
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(programEnv())) {
    if (/^(https?|all|no|ftp)_proxy$/i.test(k)) continue;
    env[k] = v;
  }
  env.PYTHONUNBUFFERED = '1';
  env.PYTHONIOENCODING = 'utf-8';
  return env;
}

export class YtdlpEngine implements Engine {
  readonly name = 'yt-dlp';

  constructor(private readonly options: YtdlpEngineOptions) {}

  async extract(url: string, runOptions: EngineRunOptions = {}): Promise<RawInfo> {
    const proxy = await this.options.proxyUrl();
    const args = [
      '-J', '--no-playlist', '--no-warnings', '--ignore-config', '--no-color',
      '--socket-timeout', String(this.options.socketTimeoutSeconds),
      '--proxy', proxy,
      ...(this.options.cacheDir ? ['--cache-dir', this.options.cacheDir] : ['--no-cache-dir']),
      '--', url,
    ];
    const json = await this.run(url, args, runOptions.signal);
    return normalizeYtdlp(json, url);
  }

  private run(url: string, args: string[], signal?: AbortSignal): Promise<YtdlpJson> {
    return new Promise((resolve, reject) => {
      let child;
      try {
        child = spawn(this.options.program, args, { env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
      } catch {
        reject(new HttpError(503, EXTRACT_MESSAGES.unavailable, 'extract.engine_unavailable', { 'retry-after': '30' }));
        return;
      }
      const out: Buffer[] = [];
      let outSize = 0;
      let err = '';
      let timedOut = false;
      let aborted = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, this.options.timeoutMs);
      const onAbort = () => {
        aborted = true;
        child.kill('SIGKILL');
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      child.stdout.on('data', (chunk: Buffer) => {
        outSize += chunk.length;
        if (outSize > MAX_STDOUT) child.kill('SIGKILL');
        else out.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        err = (err + chunk.toString('utf8')).slice(-MAX_STDERR);
      });
      child.on('error', (e: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.options.onFailure?.({ url, line: `spawn failed: ${e.code ?? e.message}`, exitCode: null });
        reject(new HttpError(503, EXTRACT_MESSAGES.unavailable, 'extract.engine_unavailable', { 'retry-after': '30' }));
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (timedOut) {
          this.options.onFailure?.({ url, line: 'killed after the time limit', exitCode: code });
          reject(new HttpError(504, EXTRACT_MESSAGES.timedOut, 'extract.timeout'));
          return;
        }
        if (aborted) {
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
          return;
        }
        if (code !== 0) {
          this.options.onFailure?.({ url, line: firstErrorLine(err), exitCode: code });
          reject(errorFromYtdlp(err));
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(out).toString('utf8'));
        } catch {
          parsed = null;
        }
        if (!parsed || typeof parsed !== 'object') {
          this.options.onFailure?.({ url, line: firstErrorLine(err) ?? 'no JSON on stdout', exitCode: code });
          reject(errorFromYtdlp(err));
          return;
        }
        resolve(parsed as YtdlpJson);
      });
    });
  }
}
