import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector, type HistoryRecord } from '@dl/shared-config';
import { useT } from '../../../i18n';
import { useDownload } from '../hooks/useDownload';

interface Props {
  href: string | null;
  filename: string;
  isAudio: boolean;
  /** What a signed-in user's download history records for this download. */
  record: HistoryRecord;
  /** The button's words when not "Download Video" / "Download Audio" (a clip's). */
  label?: string;
}

/**
 * SPEC §2 'Download Video' / 'Download Audio', 'Downloading...' while busy. For signed-in users the download is
 * reported once it starts (the server counts it and saves it to the history unless they turned history off; a
 * failure there is only logged), and their auto-download preference starts it as soon as the preview is ready.
 */
export function DownloadButton({ href, filename, isAudio, record, label: given }: Props) {
  const t = useT();
  const user = useAppSelector((s) => s.session.user);
  const dispatch = useAppDispatch();
  const onStarted = useCallback(() => {
    // Always told to the server: it counts the download against the daily limit and honours the history preference.
    // The API's code (RTK Query) is loaded for it if the page has not needed it yet.
    if (!user) return;
    import('@dl/shared-config/api')
      .then(({ api }) => dispatch(api.endpoints.recordDownload.initiate(record)).unwrap())
      .catch((e: unknown) => console.warn('[preview] could not save the download to the history', e));
  }, [user, record, dispatch]);
  const { busy, download } = useDownload(href, filename, onStarted);

  const autoStarted = useRef<string | null>(null);
  const auto = !!user?.profile.preferences.auto_download;
  useEffect(() => {
    if (auto && href && autoStarted.current !== href) {
      autoStarted.current = href;
      download();
    }
  }, [auto, href, download]);

  const label = busy ? t('pv.download.busy') : given ?? t(isAudio ? 'pv.download.audio' : 'pv.download.video');
  return (
    <button type="button" className="btn btn-primary preview-download" onClick={download} disabled={busy || !href} aria-busy={busy}>
      {label}
    </button>
  );
}
