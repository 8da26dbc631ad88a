import { useCallback, useRef, type MutableRefObject, type SyntheticEvent } from 'react';
import { useHlsAttachment } from '../hooks/useHlsAttachment';

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

/** SPEC §2 player: <audio> for audio, <video> otherwise; HLS through useHlsAttachment. */
export function MediaPlayer({ src, hls, isAudio, poster, title, resolution, hidden, onLoadStart, onMetadata, onError, elementRef, onFirstFrame }: Props) {
  const ref = useRef<HTMLMediaElement | null>(null);
  const setRef = useCallback(
    (el: HTMLMediaElement | null) => {
      ref.current = el;
      if (elementRef) elementRef.current = el;
    },
    [elementRef],
  );
  useHlsAttachment(ref, src, hls, onError);

  const handleMetadata = (e: SyntheticEvent<HTMLMediaElement>) => {
    const el = e.currentTarget;
    const video = el instanceof HTMLVideoElement ? el : null;
    onMetadata({ duration: finite(el.duration), width: video ? finite(video.videoWidth) : null, height: video ? finite(video.videoHeight) : null });
  };
  const handleError = (e: SyntheticEvent<HTMLMediaElement>) => onError(e.currentTarget.error?.code ?? null);
  const common = {
    controls: true,
    preload: 'metadata' as const,
    src: hls ? undefined : src,
    onLoadStart,
    onLoadedMetadata: handleMetadata,
    onLoadedData: onFirstFrame,
    onError: handleError,
    hidden,
    'aria-label': title,
  };
  return isAudio ? (
    <audio ref={setRef} className="preview-audio" {...common} />
  ) : (
    <video ref={setRef} className="preview-video" playsInline poster={poster || undefined} style={{ aspectRatio: playerAspectRatio(resolution) }} {...common} />
  );
}
