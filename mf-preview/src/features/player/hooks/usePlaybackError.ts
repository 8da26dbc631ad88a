/**
 * SPEC §4 playback error state: none, proxy_expired, network or codec. A failure of a source our API
 * serves is followed by a HEAD request, so that an expired signed proxy link (410) is told apart.
 */
import { useCallback, useState } from 'react';
import { classifyPlaybackError, type PlaybackErrorType } from '../../../rules';
import { useLazyProbeMediaQuery } from '../api/probeApi';

/** `probeUrl`: the playback address when our API serves it (a HEAD request can be made), else null. */
export function usePlaybackError(mediaUrl: string, probeUrl: string | null) {
  const [error, setError] = useState<PlaybackErrorType>('none');
  const [probe] = useLazyProbeMediaQuery();

  const clear = useCallback(() => setError('none'), []);
  const report = useCallback(
    (code: number | null) => {
      if (!probeUrl) {
        setError(classifyPlaybackError({ url: mediaUrl, code }));
        return;
      }
      void probe(probeUrl).then((res) => {
        setError(classifyPlaybackError({ url: mediaUrl, code, probeStatus: typeof res.data === 'number' ? res.data : 0 }));
      });
    },
    [mediaUrl, probeUrl, probe],
  );
  return { error, report, clear };
}
