/**
 * yt-dlp and ffmpeg, started by the server, run without the server process's own start-up settings
 * (server/runtime.json: an allocator setting that in a child would only hold memory), and with a value the
 * operator chose instead. The programs here are stand-ins that write down what they were given, then fail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { YtdlpEngine } from '../features/extract/ytdlpEngine';
import { runFfmpeg } from '../features/merge/ffmpeg';
import { programEnv, SERVER_RUNTIME } from '../infra/serverRuntime';

const [name, serverValue] = Object.entries(SERVER_RUNTIME.env)[0];
const before = process.env[name];
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'program-env-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  if (before === undefined) delete process.env[name];
  else process.env[name] = before;
});

/** A program that writes the variable's value (or "unset") into a file and exits with an error. */
function standIn(label: string): { program: string; seen: () => string } {
  const program = path.join(dir, label);
  const out = path.join(dir, `${label}.out`);
  fs.writeFileSync(program, `#!/bin/sh\nprintf '%s' "\${${name}-unset}" > '${out}'\nexit 1\n`);
  fs.chmodSync(program, 0o755);
  return { program, seen: () => fs.readFileSync(out, 'utf8') };
}

async function ytdlpSees(): Promise<string> {
  const fake = standIn('yt-dlp');
  const engine = new YtdlpEngine({ program: fake.program, proxyUrl: async () => 'http://127.0.0.1:9', socketTimeoutSeconds: 5, timeoutMs: 10_000 });
  await expect(engine.extract('http://127.0.0.1:9/video')).rejects.toBeTruthy();
  return fake.seen();
}

async function ffmpegSees(): Promise<string> {
  const fake = standIn('ffmpeg');
  const result = await runFfmpeg({
    program: fake.program,
    video: { url: 'http://127.0.0.1:9/video.mp4' },
    audio: null,
    output: path.join(dir, 'out.mp4'),
    container: 'mp4',
    aacAudio: false,
    proxyUrl: null,
    durationSeconds: null,
    timeoutMs: 10_000,
    maxOutputBytes: 1024 * 1024,
    onProgress: () => undefined,
  });
  expect(result.ok).toBe(false);
  return fake.seen();
}

test("the server's own start-up settings stay with the server: yt-dlp and ffmpeg do not get them", async () => {
  expect(serverValue).toBeTruthy();
  process.env[name] = serverValue;
  expect(await ytdlpSees()).toBe('unset');
  expect(await ffmpegSees()).toBe('unset');
});

test('a value the operator chose is passed on, with every other variable', async () => {
  process.env[name] = 'glibc.malloc.arena_max=2';
  expect(await ytdlpSees()).toBe('glibc.malloc.arena_max=2');
  expect(await ffmpegSees()).toBe('glibc.malloc.arena_max=2');
  expect(programEnv({ [name]: serverValue, PATH: '/bin', LANG: 'C' })).toEqual({ PATH: '/bin', LANG: 'C' });
});
