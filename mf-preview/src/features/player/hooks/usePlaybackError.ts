/**
 * SPEC §4 playback error state: none, proxy_expired, network or codec. A failure of a source our API
 * serves is followed by a HEAD request, so that an expired signed proxy link (410) is told apart.
 */
import { useCallback, useState } from 'react';
import { useAppDispatch } from '@dl/shared-config';
import { classifyPlaybackError, type PlaybackErrorType } from '../../../rules';

/** The HEAD request's status (0: no answer). Its code and the API's load on the first failure, not with the page. */
async function probeStatus(dispatch: ReturnType<typeof useAppDispatch>, url: string): Promise<number> {
  try {
    const { probeApi } = await import('../api/probeApi');
    const res = await dispatch(probeApi.endpoints.probeMedia.initiate(url, { subscribe: false, forceRefetch: true }));
    return typeof res.data === 'number' ? res.data : 0;
  } catch {
    return 0;
  }
}

/** `probeUrl`: the playback address when our API serves it (a HEAD request can be made), else null. */
export function usePlaybackError(mediaUrl: string, probeUrl: string | null) {
  const [error, setError] = useState<PlaybackErrorType>('none');
  const dispatch = useAppDispatch();

  const clear = useCallback(() => setError('none'), []);
  const report = useCallback(
    (code: number | null) => {
      if (!probeUrl) {
        setError(classifyPlaybackError({ url: mediaUrl, code }));
        return;
      }
      void probeStatus(dispatch, probeUrl).then((status) => {
        setError(classifyPlaybackError({ url: mediaUrl, code, probeStatus: status }));
      });
    },
    [mediaUrl, probeUrl, dispatch],
  );
  return { error, report, clear };
}
