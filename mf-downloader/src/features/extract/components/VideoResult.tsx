import { useState, type Ref } from 'react';
import { useAppSelector, type VideoInfo } from '@dl/shared-config';
import { initialTrackId } from '@dl/contract';
import { VideoInfoPanel } from './VideoInfoPanel';
import { FormatList } from './FormatList';
import { SubtitleList } from './SubtitleList';
import { EpisodeList } from './EpisodeList';
import { useT } from '../copy/texts';

interface Props {
  info: VideoInfo;
  sourceUrl: string;
  ref?: Ref<HTMLElement>;
  /** Extracts one item of the result's list (a feed's episode, a playlist's entry). */
  onOpenItem?: (url: string) => void;
  /** The list this result was opened from: "All episodes" goes back to it. */
  parent?: { title: string; podcast: boolean; open: () => void } | null;
  /** The audio track a share link named. */
  askedTrack?: string | null;
}

/**
 * The extraction result: the video info panel, one button per format, the subtitles when there are any, and the items
 * of a feed or playlist.
 */
export function VideoResult({ info, sourceUrl, ref, onOpenItem, parent, askedTrack }: Props) {
  // The audio track (issue #29): chosen for this result, else the share link's, the preference's or the source's own.
  const t = useT();
  const user = useAppSelector((s) => s.session.user);
  const [choice, setChoice] = useState<{ info: VideoInfo; id: string } | null>(null);
  const trackId = choice?.info === info ? choice.id : initialTrackId(info, askedTrack, user?.profile);
  const onTrack = (id: string) => setChoice({ info, id });
  return (
    <section ref={ref} className="card dl-result" aria-label={t('dl.result.label')} tabIndex={-1}>
      {parent ? (
        <button type="button" className="btn btn-link dl-items-back" onClick={parent.open}>
          {t(parent.podcast ? 'dl.items.backToEpisodes' : 'dl.items.backToItems', { title: parent.title })}
        </button>
      ) : null}
      <VideoInfoPanel info={info} sourceUrl={sourceUrl} trackId={trackId !== info.audio_tracks?.[0]?.id ? trackId : null} />
      <FormatList info={info} sourceUrl={sourceUrl} trackId={trackId} onTrack={onTrack} />
      {info.subtitles?.length ? <SubtitleList subtitles={info.subtitles} /> : null}
      {info.episodes?.length && onOpenItem ? <EpisodeList info={info} items={info.episodes} onOpen={onOpenItem} /> : null}
    </section>
  );
}
