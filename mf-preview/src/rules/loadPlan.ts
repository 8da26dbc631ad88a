/** SPEC §3 preview query parameters and the SPEC §4 load order of the preview page. */
import { START_MERGE_PATH } from '@dl/contract';

/** A same-origin path (or this page's origin) whose path is the start-merge endpoint. */
function isOwnStartMerge(url: string): boolean {
  if (url.startsWith('/')) return url.startsWith(`${START_MERGE_PATH}?`) || url === START_MERGE_PATH;
  try {
    const u = new URL(url);
    return u.pathname === START_MERGE_PATH && typeof location !== 'undefined' && u.origin === location.origin;
  } catch {
    return false;
  }
}

export interface PreviewParams {
  url: string;
  title: string;
  filename: string;
  isAudio: boolean;
  sourceUrl: string;
  resolution: string;
  /** Integer bytes, or null when absent or not a number. */
  filesize: number | null;
  /** Float kbps, or null when absent or not a number. */
  bitrate: number | null;
  thumbnailUrl: string;
  /** The audio track's name when it is not the source's own (issue #29). */
  audioTrack: string;
  taskId: string;
  videoFormatId: string;
  audioFormatId: string;
}

export type PreviewLoadPlan =
  | { mode: 'merge-task'; startUrl: string; taskId: string }
  | { mode: 'merge-url'; startUrl: string }
  | { mode: 'direct'; url: string }
  | { mode: 'missing' };

const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Text values arrive decoded by the query string already; a value encoded twice (the home page encodes
 * before building the query) still holds escapes and is decoded once more.
 */
export function decodeTextParam(value: string | null): string {
  const v = (value ?? '').trim();
  return PERCENT_ESCAPE.test(v) ? decodeOnce(v).trim() : v;
}

/**
 * URL values are decoded once more only when the whole URL was encoded (an escaped scheme such as
 * 'https%3A%2F%2F'): escapes inside a real URL (signed query strings) must stay as they are.
 */
export function decodeUrlParam(value: string | null): string {
  let v = (value ?? '').trim();
  for (let i = 0; i < 2 && /^(https?%3A|%2F)/i.test(v); i++) v = decodeOnce(v).trim();
  return v;
}

function numberParam(value: string | null, parse: (s: string) => number): number | null {
  const v = decodeTextParam(value);
  if (!v) return null;
  const n = parse(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function parsePreviewParams(search: URLSearchParams | string): PreviewParams {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    url: decodeUrlParam(q.get('url')),
    title: decodeTextParam(q.get('title')),
    filename: decodeTextParam(q.get('filename')),
    isAudio: decodeTextParam(q.get('is_audio')) === 'true',
    sourceUrl: decodeUrlParam(q.get('source_url')),
    resolution: decodeTextParam(q.get('resolution')),
    filesize: numberParam(q.get('filesize'), (s) => (/^\d+$/.test(s) ? Number.parseInt(s, 10) : Number.NaN)),
    bitrate: numberParam(q.get('bitrate'), Number.parseFloat),
    thumbnailUrl: decodeUrlParam(q.get('thumbnail_url')),
    audioTrack: decodeTextParam(q.get('audio_track')),
    taskId: decodeTextParam(q.get('task_id')),
    videoFormatId: decodeTextParam(q.get('video_format_id')),
    audioFormatId: decodeTextParam(q.get('audio_format_id')),
  };
}

/** The start-merge call for a task whose formats are known. */
export function startMergeUrl(taskId: string, videoFormatId: string, audioFormatId: string): string {
  const q = new URLSearchParams({ task_id: taskId, video_format_id: videoFormatId, audio_format_id: audioFormatId });
  return `${START_MERGE_PATH}?${q.toString()}`;
}

/**
 * SPEC §4 load order: (1) task_id, video_format_id and audio_format_id all present → merge that task;
 * (2) url containing the start-merge endpoint → merge through that URL; (3) otherwise url is a direct
 * media link; an empty url has nothing to load.
 */
export function planPreviewLoad(p: Pick<PreviewParams, 'url' | 'taskId' | 'videoFormatId' | 'audioFormatId'>): PreviewLoadPlan {
  if (p.taskId && p.videoFormatId && p.audioFormatId) {
    return { mode: 'merge-task', taskId: p.taskId, startUrl: startMergeUrl(p.taskId, p.videoFormatId, p.audioFormatId) };
  }
  // Only our own start-merge endpoint: a link elsewhere that merely contains the path is not ours to call.
  if (p.url.includes(START_MERGE_PATH) && isOwnStartMerge(p.url)) return { mode: 'merge-url', startUrl: p.url };
  if (p.url) return { mode: 'direct', url: p.url };
  return { mode: 'missing' };
}
