import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector, useDomainConfig, type Format, type VideoInfo } from '@dl/shared-config';
import { preferredFormatIndex } from '@dl/contract';
import { previewHref } from '@dl/contract';
import { FormatButton } from './FormatButton';

interface Props {
  info: VideoInfo;
  sourceUrl: string;
}

/** Landing pages of the "to MP3" family (/youtube-to-mp3, /tiktok-mp3, /podcast-mp3-downloader, …) list audio first. */
const MP3_PAGE = /mp3/i;

/**
 * The format buttons, video first then audio only (audio first on the MP3 pages); a click opens /preview with that
 * format's parameters. Among the audio formats, the server's conversions other than the default MP3 (MP3 at other
 * bitrates, WAV, FLAC, AAC, M4A) wait behind "More audio formats". For a signed-in user, the formats matching their
 * default video quality and audio format are preselected (and the more formats shown when that is one of them).
 */
export function FormatList({ info, sourceUrl }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { domain } = useDomainConfig();
  const [moreOpen, setMoreOpen] = useState(false);
  const open = (format: Format) => void navigate(previewHref({ format, info, sourceUrl, host: domain }));
  const video = info.formats.filter((f) => !f.is_audio_only);
  const audio = info.formats.filter((f) => f.is_audio_only);
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
