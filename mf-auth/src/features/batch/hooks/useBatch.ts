import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, useAppSelector, useDomainConfig, type VideoInfo } from '@dl/shared-config';
import { useRecordDownloadMutation } from '@dl/shared-config/api';
import { preferredFormatIndex } from '@dl/contract';
import { BATCH_DOWNLOAD_GAP_MS, parseBatchLinks } from '../../../rules';
import { EXTRACTION_MESSAGES } from '@dl/shared-config';
import { useExtractLinkMutation } from '../api/batchApi';
import { startDownload } from '../startDownload';

export type RowStatus = 'waiting' | 'extracting' | 'ready' | 'failed' | 'downloading' | 'started' | 'opened' | 'blocked';

export interface BatchRow {
  id: number;
  url: string;
  status: RowStatus;
  info: VideoInfo | null;
  error: string | null;
  formatIndex: number;
}

export interface BatchProgress {
  done: number;
  total: number;
  current: string | null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The batch: parse the pasted links, extract them one after another (each row shows its own result or
 * error), then start the chosen format of each ready row one after another, with progress.
 */
export function useBatch() {
  const config = useDomainConfig();
  const prefs = useAppSelector((s) => s.session.user?.profile?.preferences);
  const [extract] = useExtractLinkMutation();
  const [record] = useRecordDownloadMutation();
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [inputError, setInputError] = useState<string | null>(null);
  const [extracting, setExtracting] = useState(false);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const patch = useCallback((id: number, change: Partial<BatchRow>) => {
    if (alive.current) setRows((all) => all.map((r) => (r.id === id ? { ...r, ...change } : r)));
  }, []);

  const findFormats = useCallback(
    async (text: string) => {
      const parsed = parseBatchLinks(text);
      setInputError(parsed.error);
      setProgress(null);
      if (parsed.error) {
        setRows([]);
        return;
      }
      const invalid: BatchRow[] = parsed.invalid.map((line, i) => ({ id: -1 - i, url: line.text, status: 'failed', info: null, error: line.error, formatIndex: -1 }));
      const valid: BatchRow[] = parsed.links.map((url, i) => ({ id: i + 1, url, status: 'waiting', info: null, error: null, formatIndex: -1 }));
      setRows([...valid, ...invalid]);
      setExtracting(true);
      for (const row of valid) {
        if (!alive.current) return;
        patch(row.id, { status: 'extracting' });
        try {
          const info = await extract(row.url).unwrap();
          patch(row.id, { status: 'ready', info, formatIndex: preferredFormatIndex(info.formats, prefs?.default_video_quality ?? '720p') });
        } catch (failure) {
          patch(row.id, { status: 'failed', error: errorText(failure, EXTRACTION_MESSAGES.extractionFailed) });
        }
      }
      if (alive.current) setExtracting(false);
    },
    [extract, patch, prefs?.default_video_quality],
  );

  const downloadAll = useCallback(async () => {
    const queue = rows.filter((r) => r.status === 'ready' && r.info && r.formatIndex >= 0);
    if (queue.length === 0) return;
    setProgress({ done: 0, total: queue.length, current: null });
    for (const [index, row] of queue.entries()) {
      if (!alive.current) return;
      const info = row.info as VideoInfo;
      const format = info.formats[row.formatIndex];
      setProgress({ done: index, total: queue.length, current: info.title });
      patch(row.id, { status: 'downloading' });
      const result = startDownload({ format, info, sourceUrl: row.url, apiBaseUrl: config.api.baseUrl });
      patch(row.id, { status: result === 'downloaded' ? 'started' : result });
      // Always reported: the server counts it against the daily limit and honours the history preference.
      if (result !== 'blocked') {
        record({
          url: row.url,
          title: info.title,
          platform: info.platform,
          format: format.is_audio_only ? 'audio' : 'video',
          quality: format.label || format.resolution,
          file_size: format.filesize,
          thumbnail_url: info.thumbnail_url,
        })
          .unwrap()
          .catch((error: unknown) => console.warn('Could not save the download to your history', error));
      }
      if (index < queue.length - 1) await wait(BATCH_DOWNLOAD_GAP_MS);
    }
    if (alive.current) setProgress({ done: queue.length, total: queue.length, current: null });
  }, [rows, patch, config.api.baseUrl, record]);

  const chooseFormat = useCallback((id: number, formatIndex: number) => patch(id, { formatIndex }), [patch]);

  const running = progress !== null && progress.done < progress.total;
  return { rows, inputError, extracting, progress, running, findFormats, downloadAll, chooseFormat };
}
