import { PREVIEW_MESSAGES } from '@dl/shared-config';
import { useDownload } from '../hooks/useDownload';

interface Props {
  href: string | null;
  filename: string;
  isAudio: boolean;
}

/** SPEC §2 'Download Video' / 'Download Audio', 'Downloading...' while busy. */
export function DownloadButton({ href, filename, isAudio }: Props) {
  const { busy, download } = useDownload(href, filename);
  const label = busy ? PREVIEW_MESSAGES.downloading : isAudio ? PREVIEW_MESSAGES.downloadAudio : PREVIEW_MESSAGES.downloadVideo;
  return (
    <button type="button" className="btn btn-primary preview-download" onClick={download} disabled={busy || !href} aria-busy={busy}>
      {label}
    </button>
  );
}
