/** SPEC §4 download button: idle → 'Downloading...' (disabled) → idle after 3 s. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DOWNLOAD_BUSY_MS } from '../../../rules';
import { useT } from '../../../i18n';

/** Saves `href` under `filename` through an <a download>; a failure to start is reported by an alert. */
export function startFileDownload(href: string, filename: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
  }
}

export function useDownload(href: string | null, filename: string, onStarted?: () => void) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const download = useCallback(() => {
    // Ignored without a media URL or while a download is starting.
    if (!href || busy) return;
    setBusy(true);
    try {
      startFileDownload(href, filename);
      onStarted?.();
    } catch {
      window.alert(t('pv.download.failed'));
    }
    timer.current = setTimeout(() => setBusy(false), DOWNLOAD_BUSY_MS);
  }, [href, filename, busy, onStarted, t]);

  return { busy, download };
}
