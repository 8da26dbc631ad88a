/**
 * Clips (issue #23): a start and an end chosen on the preview page, cut on the server by ffmpeg through the merge
 * pipeline (`start-clip` answers a task id; status, file, retention and the disk budget are the merge's). Two ways to
 * cut: at keyframes (a stream copy: fast, lossless, the clip may begin a little before the chosen start) or exactly
 * (encoded again: slower). The longest clip depends on the tier: visitors, free accounts, paid tiers.
 */

/** The endpoint that starts a clip of a preview's media link. */
export const START_CLIP_PATH = '/api/download/start-clip';
/** The endpoint that tells the caller the longest clip it may cut. */
export const CLIP_LIMIT_PATH = '/api/download/clip-limit';

export const CLIP_CUTS = ['keyframes', 'exact'] as const;
export type ClipCut = (typeof CLIP_CUTS)[number];

/** What the clip limit endpoint answers: the longest clip in seconds (null: no limit) and the caller's tier. */
export interface ClipLimit {
  max_seconds: number | null;
  tier: string;
}

/**
 * A time typed in the clip fields: `s`, `m:ss` or `h:mm:ss`, each with optional tenths (`1:05.5`). Null when it is
 * not one of those forms (minutes and seconds after the first field stay below 60).
 */
export function parseClipTime(text: string): number | null {
  const m = /^\s*(?:(\d{1,2}):)??(?:(\d{1,3}):)?(\d{1,5})(?:\.(\d{1,3}))?\s*$/.exec(text);
  if (!m) return null;
  const [, h, min, s, frac] = m;
  const hours = h ? Number(h) : 0;
  const minutes = min ? Number(min) : 0;
  const seconds = Number(s);
  if ((h || min) && seconds >= 60) return null;
  if (h && minutes >= 60) return null;
  return hours * 3600 + minutes * 60 + seconds + (frac ? Number(`0.${frac}`) : 0);
}

/** Seconds as the clip fields show them: `m:ss` (or `h:mm:ss`), with tenths when there are any. */
export function formatClipTime(seconds: number): string {
  const tenths = Math.round(Math.max(0, seconds) * 10);
  const whole = Math.floor(tenths / 10);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const frac = tenths % 10 ? `.${tenths % 10}` : '';
  const ss = `${String(s).padStart(2, '0')}${frac}`;
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A clip's part of a file name, safe on every file system: `clip_1m05s-2m10s`. */
export function clipNamePart(start: number, end: number): string {
  const part = (t: number) => {
    const whole = Math.floor(t);
    const h = Math.floor(whole / 3600);
    const m = Math.floor((whole % 3600) / 60);
    const s = String(whole % 60).padStart(2, '0');
    return h ? `${h}h${String(m).padStart(2, '0')}m${s}s` : `${m}m${s}s`;
  };
  return `clip_${part(start)}-${part(end)}`;
}

/** A file name with the clip's part before its extension: `x_720p.mp4` → `x_720p_clip_0m05s-0m12s.mp4`. */
export function clipFilename(filename: string, start: number, end: number, ext?: string): string {
  const dot = filename.lastIndexOf('.');
  const stem = dot > 0 ? filename.slice(0, dot) : filename;
  const extension = ext ?? (dot > 0 ? filename.slice(dot + 1) : 'mp4');
  return `${stem}_${clipNamePart(start, end)}.${extension}`;
}

export const CLIP_TEXT = {
  heading: 'Cut a clip',
  start: 'Start',
  end: 'End',
  setToCurrent: 'Set to current time',
  keyframes: 'Fast: cut at keyframes (no quality loss; the clip may begin a few seconds early)',
  exact: 'Exact: cut at the chosen times (encoded again: slower)',
  make: 'Make clip',
  download: 'Download clip',
  invalidTime: 'Enter a time as m:ss, for example 1:05.',
  endBeforeStart: 'The end must come after the start.',
  pastEnd: 'The end is past the end of the media.',
  unsupported: 'This media cannot be cut into a clip here.',
} as const;

/** "Clips can be up to 5:00 long." */
export const clipLimitHint = (maxSeconds: number) => `Clips can be up to ${formatClipTime(maxSeconds)} long.`;

/** The refusal of a clip longer than the tier allows; visitors are told an account allows longer ones when it does. */
export function clipTooLong(maxSeconds: number, signedIn: boolean, longerWithAccount: boolean): string {
  const base = `This clip is longer than ${formatClipTime(maxSeconds)}, the longest clip ${signedIn ? 'your plan allows' : 'visitors can cut'}.`;
  return !signedIn && longerWithAccount ? `${base} Sign in to cut longer clips.` : base;
}
