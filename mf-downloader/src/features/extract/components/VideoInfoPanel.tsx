import { apiUrl, useDomainConfig, type VideoInfo } from '@dl/shared-config';
import { formatDuration, truncateDescription } from '@dl/contract';
import { contentKind, proxiedImageUrl } from '../../../rules';
import { ShareLink } from './ShareLink';
import { Thumbnail } from './Thumbnail';
import { useT } from '../copy/texts';

/** The ids of the content kinds' names. */
const KIND_TEXT = { Podcast: 'dl.kind.podcast', Audio: 'dl.kind.audio', Video: 'dl.kind.video' } as const;

/** SPEC §2 video info panel: thumbnail (through the image proxy), title, details and the share link. */
export function VideoInfoPanel({ info, sourceUrl, trackId }: { info: VideoInfo; sourceUrl: string; trackId?: string | null }) {
  const { api } = useDomainConfig();
  const t = useT();
  const duration = formatDuration(info.duration);
  const description = truncateDescription(info.description);
  const kind = contentKind(info);
  const season = info.season_number;
  const number = info.episode_number;
  const episode = season && number ? t('dl.info.seasonEpisode', { season, episode: number }) : season ? t('dl.info.season', { season }) : number ? t('dl.info.episode', { episode: number }) : '';
  return (
    <div className="dl-info">
      <Thumbnail src={info.thumbnail_url ? apiUrl(api.baseUrl, proxiedImageUrl(api.endpoints.imageProxy, info.thumbnail_url)) : null} audio={kind !== 'Video'} />
      <div className="dl-info-body">
        <p className="dl-kind-line">
          <span className="dl-chip dl-kind" data-testid="content-kind">{t(KIND_TEXT[kind])}</span>
          {info.platform ? <span className="muted">{info.platform}</span> : null}
          {duration ? <span className="muted" aria-label={t('dl.info.duration')}>{duration}</span> : null}
        </p>
        <h2 className="dl-title">{info.title}</h2>
        {info.uploader ? <p className="dl-uploader">{t('dl.info.by', { uploader: info.uploader })}</p> : null}
        {info.series ? <p className="muted dl-series">{episode ? `${info.series} · ${episode}` : info.series}</p> : null}
        {description ? <p className="muted dl-description">{description}</p> : null}
        <ShareLink sourceUrl={sourceUrl} trackId={trackId} />
      </div>
    </div>
  );
}
