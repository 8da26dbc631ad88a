import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cleanGivenFilename, extensionOf } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import { contentDisposition } from '../../shared/contentDisposition';
import { MERGE_TEXT, type MergeManager, type TaskState } from './task';

/** Parses a single `bytes=` range against a known size; null for no/ignored range, 'invalid' for 416. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return header.includes(',') ? null : 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/**
 * How many bytes at the start of a growing file must be on disk before any of it is sent, or null while that is not
 * known yet. An MP3 begins with its ID3v2 tag (the tags and the cover art), whose size ffmpeg writes as 0 and sets
 * once the cover has arrived, just before the first audio frame: the tag is sent only once it is whole. Other files
 * are sent from their first byte.
 */
export function settledPrefix(head: Buffer, contentType: string): number | null {
  if (contentType !== 'audio/mpeg') return 0;
  if (head.length < 10) return null;
  if (head.subarray(0, 3).toString('latin1') !== 'ID3') return 0;
  // The tag's size: four 7-bit bytes (syncsafe), not counting its 10-byte header (and its footer, when flagged).
  const size = ((head[6] & 0x7f) << 21) | ((head[7] & 0x7f) << 14) | ((head[8] & 0x7f) << 7) | (head[9] & 0x7f);
  if (size === 0) return null;
  return 10 + size + (head[5] & 0x10 ? 10 : 0) + 1;
}

/** Reads a file that ffmpeg is still writing, until the merge ends. */
function followGrowingFile(manager: MergeManager, task: TaskState): Readable {
  let offset = 0;
  let fd: number | null = null;
  const chunk = Buffer.alloc(256 * 1024);
  return new Readable({
    async read() {
      try {
        for (;;) {
          if (fd === null) {
            const path = task.status === 'complete' ? task.file : task.partFile;
            if (!fs.existsSync(path)) {
              if (task.status === 'error') return this.destroy(new Error(task.message));
              // Complete but gone: swept after its retention period while this response waited.
              if (task.status === 'complete') return this.destroy(new Error('The file is no longer available.'));
              await manager.waitForBytes(task, 0);
              if (this.destroyed) return;
              continue;
            }
            if (this.destroyed) return;
            fd = fs.openSync(path, 'r');
          }
          if (offset === 0 && task.status !== 'complete') {
            // Nothing is sent until the file's opening bytes are final (see settledPrefix).
            const head = Buffer.alloc(10);
            const prefix = settledPrefix(head.subarray(0, fs.readSync(fd, head, 0, 10, 0)), task.contentType);
            if (prefix === null || fs.fstatSync(fd).size < prefix) {
              // The tag is finished within a few frames of the cover's arrival: look again shortly.
              await new Promise((r) => setTimeout(r, 20));
              if (this.destroyed) return;
              continue;
            }
          }
          const n = fs.readSync(fd, chunk, 0, chunk.length, offset);
          if (n > 0) {
            offset += n;
            this.push(Buffer.from(chunk.subarray(0, n)));
            return;
          }
          if (task.status === 'complete' && offset >= (task.finalFile ?? 0)) {
            fs.closeSync(fd);
            fd = null;
            this.push(null);
            return;
          }
          if (task.status === 'error') return this.destroy(new Error(task.message));
          // ffmpeg reports bytes it has written into its buffer; until they reach the disk, the wait returns at once.
          // A short pause then keeps this from spinning (and starving every other request of the event loop).
          if (task.written > offset) await new Promise((r) => setTimeout(r, 20));
          await manager.waitForBytes(task, offset);
          // The client went away while we waited: destroy() has closed the file; do not open it again.
          if (this.destroyed) return;
        }
      } catch (e) {
        this.destroy(e as Error);
      }
    },
    destroy(err, cb) {
      if (fd !== null) fs.closeSync(fd);
      fd = null;
      cb(err);
    },
  });
}

/** A HEAD answer with the headers set so far and an explicit length (Fastify would write a length of 0). */
function headOnly(reply: FastifyReply, status: number) {
  reply.hijack();
  reply.raw.writeHead(status, reply.getHeaders() as Record<string, string>);
  reply.raw.end();
  return reply;
}

/**
 * The name a task's file is sent under: the visitor's `name` (its stem), else the task's own, with the extension of the
 * container the task wrote (its file's, `<id>.<ext>`), whatever the name said. Its Content-Type is the same container's.
 */
export function taskFilename(task: Pick<TaskState, 'file' | 'filename' | 'platform'>, name?: string): string {
  return cleanGivenFilename(name?.trim() ? name : task.filename, { ext: extensionOf(task.file) ?? extensionOf(task.filename), platform: task.platform });
}

/**
 * The merged file, with Range support once complete. While the merge is still running, a plain GET streams
 * the file as ffmpeg writes it, so a long video can start downloading before processing ends. `name` is the name the
 * visitor asked for (taskFilename).
 */
export async function sendTaskFile(req: FastifyRequest, reply: FastifyReply, manager: MergeManager, task: TaskState, name?: string) {
  // A file that cannot be sent while it is written (a WAV, FLAC or M4A conversion) is sent once it is complete; a
  // conversion that fails meanwhile is answered as an error, with none of the file's headers.
  if (!task.streamable) {
    let current: TaskState | null = task;
    while (current && (current.status === 'queued' || current.status === 'processing')) {
      await manager.waitForBytes(current, Number.MAX_SAFE_INTEGER);
      current = await manager.get(current.id);
    }
    if (!current || current.status === 'error') throw new HttpError(404, current?.message ?? MERGE_TEXT.fileGone, 'merge.file_gone');
    task = current;
  }
  reply.header('content-type', task.contentType);
  reply.header('content-disposition', contentDisposition(taskFilename(task, name)));
  reply.header('cache-control', 'private, no-store');
  if (task.status !== 'complete') {
    reply.header('accept-ranges', 'none');
    if (req.method === 'HEAD') return headOnly(reply, 200);
    return reply.code(200).send(followGrowingFile(manager, task));
  }
  const size = task.finalFile ?? fs.statSync(task.file).size;
  reply.header('accept-ranges', 'bytes');
  const range = parseRange(req.headers.range, size);
  if (range === 'invalid') {
    reply.header('content-range', `bytes */${size}`).header('content-type', 'application/json; charset=utf-8').removeHeader('content-disposition');
    return reply.code(416).send({ error: 'The requested range is not available.', code: 'range.invalid' });
  }
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`).header('content-length', String(range.end - range.start + 1));
    return req.method === 'HEAD' ? headOnly(reply, 206) : reply.send(fs.createReadStream(task.file, { start: range.start, end: range.end }));
  }
  reply.code(200).header('content-length', String(size));
  return req.method === 'HEAD' ? headOnly(reply, 200) : reply.send(fs.createReadStream(task.file));
}
