import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector, useDomainConfig, type Format, type VideoInfo } from '@dl/shared-config';
import { AUDIO_TRACK_TEXT, audioTrackLabel, audioTrackName, formatsForTrack, preferredFormatIndex, previewHref } from '@dl/contract';
import { FormatButton } from './FormatButton';

interface Props {
  info: VideoInfo;
  sourceUrl: string;
  /** The chosen audio track (issue #29), when the source has several. */
  trackId?: string | null;
  onTrack?: (id: string) => void;
}

/** Landing pages of the "to MP3" family (/youtube-to-mp3, /tiktok-mp3, /podcast-mp3-downloader, …) list audio first. */
const MP3_PAGE = /mp3/i;

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
  const [moreOpen, setMoreOpen] = useState(false);
  const tracks = info.audio_tracks ?? [];
  const track = tracks.find((t) => t.id === trackId) ?? tracks[0] ?? null;
  const formats = formatsForTrack(info, track?.id);
  // Languages are named in the page's own language (English until the site speaks others).
  const locale = document.documentElement.lang || 'en';
  const open = (format: Format) => void navigate(previewHref({ format, info, sourceUrl, host: domain, audioTrack: track ? audioTrackName(track, locale) : null }));
  const video = formats.filter((f) => !f.is_audio_only);
  const audio = formats.filter((f) => f.is_audio_only);
  const prefs = useAppSelector((s) => s.session.user?.profile.preferences ?? null);
  const preferredVideo = prefs && video.length ? video[preferredFormatIndex(video, prefs.default_video_quality)] : undefined;
  const preferredAudio = prefs ? audio.find((f) => f.ext.toLowerCase() === prefs.default_audio_format) : undefined;
  const more = audio.filter((f) => f.conversion?.more);
  const showMore = moreOpen || !!preferredAudio?.conversion?.more;
  const groups = [
    { title: 'Video', items: video, preferred: preferredVideo },
    { title: 'Audio only', items: audio.filter((f) => !f.conversion?.more), preferred: preferredAudio },
  ].filter((g) => g.items.length > 0);
  if (MP3_PAGE.test(pathname)) groups.reverse();
  const buttons = (items: Format[], preferred: Format | undefined) =>
    items.map((f, i) => <FormatButton key={`${f.url}-${i}`} format={f} onSelect={open} preferred={f === preferred} />);
  return (
    <div className="dl-formats">
      <h3 className="dl-formats-title">Choose a format</h3>
      {tracks.length > 1 ? (
        <label className="dl-track-choice">
          <span>{AUDIO_TRACK_TEXT.choice}</span>
          <select className="input" value={track?.id ?? ''} onChange={(e) => onTrack?.(e.currentTarget.value)}>
            {tracks.map((t) => (
              <option key={t.id} value={t.id}>
                {audioTrackLabel(t, locale)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {groups.map((g) => (
        <section key={g.title} aria-label={`${g.title} formats`}>
          {groups.length > 1 ? <h4 className="dl-group-title">{g.title}</h4> : null}
          <ul className="dl-format-list">{buttons(g.items, g.preferred)}</ul>
          {g.title === 'Audio only' && more.length ? (
            <>
              <button type="button" className="btn btn-ghost dl-more-formats" aria-expanded={showMore} aria-controls="dl-more-audio" onClick={() => setMoreOpen((o) => !o)}>
                {showMore ? 'Fewer audio formats' : 'More audio formats'}
              </button>
              {showMore ? (
                <ul className="dl-format-list" id="dl-more-audio" aria-label="More audio formats">
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
