/**
 * SPEC §4 HLS sources: hls.js (90 s back buffer) wherever it can run, native playback on Safari (and in a
 * browser that plays HLS itself but cannot run hls.js). hls.js is fetched only when an HLS source is shown.
 */
import { useEffect, type RefObject } from 'react';
import { HLS_BACK_BUFFER_LENGTH, MEDIA_ERR_DECODE, MEDIA_ERR_NETWORK, MEDIA_ERR_SRC_NOT_SUPPORTED } from '../../../rules';

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export function isSafari(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);
}

export function useHlsAttachment(
  ref: RefObject<HTMLMediaElement | null>,
  src: string,
  enabled: boolean,
  onFatalError: (code: number) => void,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    const native = !!el.canPlayType(HLS_MIME);
    if (native && isSafari()) {
      el.src = src;
      return;
    }
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) {
          if (native) el.src = src;
          else onFatalError(MEDIA_ERR_SRC_NOT_SUPPORTED);
          return;
        }
        const hls = new Hls({ backBufferLength: HLS_BACK_BUFFER_LENGTH });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // A stream that arrived but cannot be read (a playlist or segments that do not parse) is a decode
          // failure, not a network one, whatever hls.js files it under.
          const network = data.type === Hls.ErrorTypes.NETWORK_ERROR && !/parsing|incompatible/i.test(String(data.details));
          console.warn(`[preview] HLS playback failed: ${String(data.details)}`);
          onFatalError(network ? MEDIA_ERR_NETWORK : MEDIA_ERR_DECODE);
          hls.destroy();
        });
        hls.loadSource(src);
        hls.attachMedia(el);
        destroy = () => hls.destroy();
      })
      .catch(() => !destroyed && onFatalError(MEDIA_ERR_NETWORK));
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [ref, src, enabled, onFatalError]);
}
