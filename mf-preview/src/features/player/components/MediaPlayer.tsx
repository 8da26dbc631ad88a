import { startTransition, useEffectEvent, useLayoutEffect, useRef, type MutableRefObject } from 'react';
import { useHlsAttachment } from '../hooks/useHlsAttachment';
import { SERVER_MEDIA_ATTRIBUTE, useServerMedia } from '../hooks/useServerMedia';

export interface MediaMetadata {
  duration: number | null;
  width: number | null;
  height: number | null;
}

interface Props {
  src: string;
  hls: boolean;
  isAudio: boolean;
  poster?: string;
  title: string;
  /** The format's resolution ("1280x720") when the link says: the player's box takes its shape at once. */
  resolution?: string;
  hidden?: boolean;
  onLoadStart: () => void;
  onMetadata: (meta: MediaMetadata) => void;
  /** A MediaError code (or the HLS equivalent). */
  onError: (code: number | null) => void;
  /** Where the page keeps the media element (the clip's "Set to current time" reads its position). */
  elementRef?: MutableRefObject<HTMLMediaElement | null>;
  /** The first frame (or the first audio) can be shown: the media's `loadeddata`. */
  onFirstFrame?: () => void;
}

const finite = (n: number) => (Number.isFinite(n) && n > 0 ? n : null);

/**
 * The video's box before its metadata arrives: the format's own aspect ratio, else 16:9. It never changes
 * afterwards (a picture of another shape is letterboxed), so nothing below the player moves as it loads.
 */
export function playerAspectRatio(resolution: string | undefined): string {
  const m = /^(\d{2,5})x(\d{2,5})$/.exec(resolution ?? '');
  return m && Number(m[1]) > 0 && Number(m[2]) > 0 ? `${m[1]} / ${m[2]}` : '16 / 9';
}

interface Attributes {
  src: string | undefined;
  isAudio: boolean;
  poster?: string;
  title: string;
  resolution?: string;
  hidden?: boolean;
}

/**
 * The media element's attributes (null: absent), in one list for the server's markup and the browser's element;
 * `src` last, since writing it starts the load.
 */
function mediaAttributes({ src, isAudio, poster, title, resolution, hidden }: Attributes): [string, string | null][] {
  return [
    ['class', isAudio ? 'preview-audio' : 'preview-video'],
    ['controls', ''],
    ['preload', 'metadata'],
    ['aria-label', title],
    ['hidden', hidden ? '' : null],
    ...(isAudio ? [] : ([['playsinline', ''], ['poster', poster || null], ['style', `aspect-ratio: ${playerAspectRatio(resolution)}`]] as [string, string | null][])),
    ['src', src ?? null],
  ];
}

/** Writes what changed (an unchanged `src` is not written again: that would load the media again). */
function applyAttributes(el: HTMLMediaElement, a: Attributes): void {
  for (const [name, value] of mediaAttributes(a)) {
    if (value === null) el.removeAttribute(name);
    else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
}

const escapeAttribute = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The server's element, marked for the browser's first render to take over (useServerMedia). A video's controls come
 * with that render: the server's page is inert until then, so they could not be used, and building them would cost
 * the first paint a restyle. An audio element keeps them: without controls it is not shown at all.
 */
function serverMarkup(a: Attributes): string {
  const tag = a.isAudio ? 'audio' : 'video';
  const attrs = mediaAttributes(a)
    .filter(([name]) => a.isAudio || name !== 'controls')
    .map(([name, value]) => (value === null ? '' : value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`));
  return `<${tag}${attrs.join('')} ${SERVER_MEDIA_ATTRIBUTE}></${tag}>`;
}

/**
 * SPEC §2 player: <audio> for audio, <video> otherwise; HLS through useHlsAttachment.
 *
 * React keeps the player's box and the player keeps its element (a box of `display: contents`, so the element lays
 * out as before): on a server-rendered page the element is the server's, taken over with what it has loaded
 * (useServerMedia), which a React element could not be. The server writes the element into its markup.
 */
export function MediaPlayer({ src, hls, isAudio, poster, title, resolution, hidden, onLoadStart, onMetadata, onError, elementRef, onFirstFrame }: Props) {
  const box = useRef<HTMLDivElement | null>(null);
  const ref = useRef<HTMLMediaElement | null>(null);
  const fileSrc = hls ? undefined : src;
  const serverElement = useServerMedia(fileSrc, isAudio);
  useHlsAttachment(ref, src, hls, onError);

  // What the media's events change on the page is rendered as a transition: in slices that yield to the browser,
  // not in one task of the whole page (on a server-rendered page, inside the first render's commit, when the taken
  // element had already loaded). All four go through it, so they keep their order.
  const loadStart = useEffectEvent(() => startTransition(() => onLoadStart()));
  const metadata = useEffectEvent((el: HTMLMediaElement) => {
    const video = el instanceof HTMLVideoElement ? el : null;
    const meta = { duration: finite(el.duration), width: video ? finite(video.videoWidth) : null, height: video ? finite(video.videoHeight) : null };
    startTransition(() => onMetadata(meta));
  });
  const firstFrame = useEffectEvent(() => startTransition(() => onFirstFrame?.()));
  const failed = useEffectEvent((el: HTMLMediaElement) => {
    const code = el.error?.code ?? null;
    startTransition(() => onError(code));
  });

  useLayoutEffect(() => {
    const el = serverElement ?? document.createElement(isAudio ? 'audio' : 'video');
    const listeners: [string, () => void][] = [
      ['loadstart', () => loadStart()],
      ['loadedmetadata', () => metadata(el)],
      ['loadeddata', () => firstFrame()],
      ['error', () => failed(el)],
    ];
    for (const [type, listener] of listeners) el.addEventListener(type, listener);
    box.current?.append(el);
    ref.current = el;
    if (elementRef) elementRef.current = el;
    // Taken: a later player (Try Again's) makes its own. What it went through before the page's scripts ran:
    serverElement?.removeAttribute(SERVER_MEDIA_ATTRIBUTE);
    if (serverElement?.error) failed(el);
    else if (serverElement) {
      if (el.readyState >= el.HAVE_METADATA) metadata(el);
      if (el.readyState >= el.HAVE_CURRENT_DATA) firstFrame();
    }
    return () => {
      for (const [type, listener] of listeners) el.removeEventListener(type, listener);
      el.remove();
      if (ref.current === el) ref.current = null;
      if (elementRef?.current === el) elementRef.current = null;
    };
  }, [serverElement, isAudio, elementRef]);

  useLayoutEffect(() => {
    if (ref.current) applyAttributes(ref.current, { src: fileSrc, isAudio, poster, title, resolution, hidden });
  }, [fileSrc, isAudio, poster, title, resolution, hidden]);

  const onServer = typeof document === 'undefined';
  return (
    <div className="preview-media" ref={box} dangerouslySetInnerHTML={onServer ? { __html: serverMarkup({ src: fileSrc, isAudio, poster, title, resolution, hidden }) } : undefined} />
  );
}
