import { useNavigate } from 'react-router-dom';
import { useAppSelector, useDomainConfig, type Format, type VideoInfo } from '@dl/shared-config';
import { preferredFormatIndex } from '@dl/contract';
import { previewHref } from '@dl/contract';
import { FormatButton } from './FormatButton';

interface Props {
  info: VideoInfo;
  sourceUrl: string;
}

/**
 * The format buttons, video first then audio only; a click opens /preview with that format's parameters. For a
 * signed-in user, the formats matching their default video quality and audio format are preselected.
 */
export function FormatList({ info, sourceUrl }: Props) {
  const navigate = useNavigate();
  const { domain } = useDomainConfig();
  const open = (format: Format) => void navigate(previewHref({ format, info, sourceUrl, host: domain }));
  const video = info.formats.filter((f) => !f.is_audio_only);
  const audio = info.formats.filter((f) => f.is_audio_only);
  const prefs = useAppSelector((s) => s.session.user?.profile.preferences ?? null);
  const preferredVideo = prefs && video.length ? preferredFormatIndex(video, prefs.default_video_quality) : -1;
  const preferredAudio = prefs ? audio.findIndex((f) => f.ext.toLowerCase() === prefs.default_audio_format) : -1;
  const groups = [
    { title: 'Video', items: video, preferred: preferredVideo },
    { title: 'Audio only', items: audio, preferred: preferredAudio },
  ].filter((g) => g.items.length > 0);
  return (
    <div className="dl-formats">
      <h3 className="dl-formats-title">Choose a format</h3>
      {groups.map((g) => (
        <section key={g.title} aria-label={`${g.title} formats`}>
          {groups.length > 1 ? <h4 className="dl-group-title">{g.title}</h4> : null}
          <ul className="dl-format-list">
            {g.items.map((f, i) => (
              <FormatButton key={`${f.url}-${i}`} format={f} onSelect={open} preferred={i === g.preferred} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
