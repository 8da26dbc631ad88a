/** ffprobe's reading of a file a test received (written to a temporary file, removed after). */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Probe {
  streams: { codec_name: string; codec_type: string; channels?: number; tags?: Record<string, string> }[];
  format: { duration: string };
}

/** The file's duration and its streams' codecs, channels and tags (language). */
export async function probeBytes(data: Buffer, ext: string): Promise<Probe> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dl-probe-'));
  const file = path.join(dir, `probe.${ext}`);
  fs.writeFileSync(file, data);
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,codec_type,channels:stream_tags=language', '-of', 'json', file]);
    return JSON.parse(stdout) as Probe;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
