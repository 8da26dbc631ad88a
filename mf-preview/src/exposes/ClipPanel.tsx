/**
 * "Cut a clip" on the preview page (issue #23): the clip form, the clip made on the server through the merge pipeline
 * (start-clip, then the merge's status polling) with its progress, and its download, recorded in a signed-in user's
 * history like the page's own download.
 */
import { useState, type MutableRefObject } from 'react';
import { clipFilename, formatClipTime } from '@dl/contract';
import { apiUrl, useDomainConfig, type HistoryRecord } from '@dl/shared-config';
import { mergedFilePath, withDownloadName } from '../rules';
import { useMessageText, useT } from '../i18n';
import { ClipForm, type ClipRequest } from '../features/clip/components/ClipForm';
import { DownloadButton } from '../features/download/components/DownloadButton';
import { MergeProgress } from '../features/merge/components/MergeProgress';
import { useMergeTask } from '../features/merge/hooks/useMergeTask';

interface Props {
  /** The preview's media link the server cuts: a start-merge link or one of our signed links. */
  source: string;
  duration: number | null;
  player: MutableRefObject<HTMLMediaElement | null>;
  /** The preview's download name; the clip's is made from it. */
  filename: string;
  isAudio: boolean;
  record: HistoryRecord;
}

export function ClipPanel({ source, duration, player, filename, isAudio, record }: Props) {
  const t = useT();
  const message = useMessageText();
  const config = useDomainConfig();
  const [request, setRequest] = useState<ClipRequest | null>(null);
  const task = useMergeTask(request?.url ?? null);
  const running = task.phase === 'starting' || task.phase === 'polling';
  // An exact cut of a video is encoded again into MP4, whatever the source's container.
  const name = request ? clipFilename(filename, request.start, request.end, request.cut === 'exact' && !isAudio ? 'mp4' : undefined) : filename;
  // The history names the part of the media the clip holds.
  const clipRecord = request ? { ...record, title: `${record.title} (clip ${formatClipTime(request.start)}–${formatClipTime(request.end)})` } : record;
  const href = task.phase === 'complete' ? withDownloadName(apiUrl(config.api.baseUrl, mergedFilePath(task.taskId)), name) : null;

  return (
    <section className="card preview-clip" aria-label={t('pv.clip.heading')}>
      <h2>{t('pv.clip.heading')}</h2>
      <ClipForm source={source} duration={duration} player={player} busy={running} onMake={setRequest}>
        {href ? <DownloadButton href={href} filename={name} isAudio={isAudio} record={clipRecord} label={t('pv.clip.download')} /> : null}
      </ClipForm>
      {running ? <MergeProgress state={task} /> : null}
      {task.phase === 'failed' ? (
        <p className="banner-error" role="alert">
          {message(task.error)}
        </p>
      ) : null}
    </section>
  );
}
