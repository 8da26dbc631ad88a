import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isMp3Path, useAppSelector, useDomainConfig, type Format, type VideoInfo } from '@dl/shared-config';
import { audioTrackLabel, audioTrackName, formatsForTrack, preferredFormatIndex, previewHref, type AudioTrackWords } from '@dl/contract';
import { FormatButton } from './FormatButton';
import { useLanguage, useT } from '../copy/texts';

interface Props {
  info: VideoInfo;
  sourceUrl: string;
  /** The chosen audio track (issue #29), when the source has several. */
  trackId?: string | null;
  onTrack?: (id: string) => void;
}

/**
 * The format buttons, video first then audio only (audio first on the MP3 pages); a click opens /preview with that
 * format's parameters. Among the audio formats, the server's conversions other than the default MP3 (MP3 at other
 * bitrates, WAV, FLAC, AAC, M4A) wait behind "More audio formats". For a signed-in user, the formats matching their
 * default video quality and audio format are preselected (and the more formats shown when that is one of them).
 * A source with several audio tracks gets an "Audio track" choice above the list: the list then shows that track's
 * merged videos, audio files and conversions.
 */
export function FormatList({ info, sourceUrl, trackId, onTrack }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { domain } = useDomainConfig();
  const t = useT();
  const [moreOpen, setMoreOpen] = useState(false);
  const tracks = info.audio_tracks ?? [];
  const track = tracks.find((t) => t.id === trackId) ?? tracks[0] ?? null;
  const formats = formatsForTrack(info, track?.id);
  // Tracks are named in the page's language: Intl's name of the language, the catalog's words for the rest.
  const locale = useLanguage();
  const words = useMemo<AudioTrackWords>(
    () => ({
      original: t('dl.track.original'),
      description: t('dl.track.description'),
      commentary: t('dl.track.commentary'),
      dub: t('dl.track.dub'),
      unknownLanguage: t('dl.track.unknown'),
      mono: t('dl.track.mono'),
      stereo: t('dl.track.stereo'),
      channels: (count) => t('dl.track.channels', { count }),
    }),
    [t],
  );
  const open = (format: Format) => void navigate(previewHref({ format, info, sourceUrl, host: domain, audioTrack: track ? audioTrackName(track, locale, words) : null }));
  const video = formats.filter((f) => !f.is_audio_only);
  const audio = formats.filter((f) => f.is_audio_only);
  const prefs = useAppSelector((s) => s.session.user?.profile.preferences ?? null);
  const preferredVideo = prefs && video.length ? video[preferredFormatIndex(video, prefs.default_video_quality)] : undefined;
  const preferredAudio = prefs ? audio.find((f) => f.ext.toLowerCase() === prefs.default_audio_format) : undefined;
  const more = audio.filter((f) => f.conversion?.more);
  const showMore = moreOpen || !!preferredAudio?.conversion?.more;
  const groups = [
    { key: 'video', title: t('dl.formats.video'), label: t('dl.formats.videoGroup'), items: video, preferred: preferredVideo },
    { key: 'audio', title: t('dl.formats.audio'), label: t('dl.formats.audioGroup'), items: audio.filter((f) => !f.conversion?.more), preferred: preferredAudio },
  ].filter((g) => g.items.length > 0);
  // The MP3 pages (/youtube-to-mp3, /tiktok-mp3, /podcast-mp3-downloader, …, issue #49) list audio first.
  if (isMp3Path(pathname)) groups.reverse();
  const buttons = (items: Format[], preferred: Format | undefined) =>
    items.map((f, i) => <FormatButton key={`${f.url}-${i}`} format={f} onSelect={open} preferred={f === preferred} />);
  return (
    <div className="dl-formats">
      <h3 className="dl-formats-title">{t('dl.formats.title')}</h3>
      {tracks.length > 1 ? (
        <label className="dl-track-choice">
          <span>{t('dl.track.choice')}</span>
          <select className="input" value={track?.id ?? ''} onChange={(e) => onTrack?.(e.currentTarget.value)}>
            {tracks.map((one) => (
              <option key={one.id} value={one.id}>
                {audioTrackLabel(one, locale, words)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {groups.map((g) => (
        <section key={g.key} aria-label={g.label}>
          {groups.length > 1 ? <h4 className="dl-group-title">{g.title}</h4> : null}
          <ul className="dl-format-list">{buttons(g.items, g.preferred)}</ul>
          {g.key === 'audio' && more.length ? (
            <>
              <button type="button" className="btn btn-ghost dl-more-formats" aria-expanded={showMore} aria-controls="dl-more-audio" onClick={() => setMoreOpen((o) => !o)}>
                {showMore ? t('dl.formats.fewer') : t('dl.formats.more')}
              </button>
              {showMore ? (
                <ul className="dl-format-list" id="dl-more-audio" aria-label={t('dl.formats.more')}>
                  {buttons(more, preferredAudio)}
                </ul>
              ) : null}
            </>
          ) : null}
        </section>
      ))}
    </div>
  );
}
