import { useNavigate } from 'react-router-dom';
import { previewHref, useDomainConfig, type Format, type VideoInfo } from '@dl/shared-config';
import { FormatButton } from './FormatButton';

interface Props {
  info: VideoInfo;
  sourceUrl: string;
}

/** The format buttons, video first then audio only; a click opens /preview with that format's parameters. */
export function FormatList({ info, sourceUrl }: Props) {
  const navigate = useNavigate();
  const { domain } = useDomainConfig();
  const open = (format: Format) => void navigate(previewHref({ format, info, sourceUrl, host: domain }));
  const video = info.formats.filter((f) => !f.is_audio_only);
  const audio = info.formats.filter((f) => f.is_audio_only);
  const groups = [
    { title: 'Video', items: video },
    { title: 'Audio only', items: audio },
  ].filter((g) => g.items.length > 0);
  return (
    <div className="dl-formats">
      <h3 className="dl-formats-title">Choose a format</h3>
      {groups.map((g) => (
        <section key={g.title} aria-label={`${g.title} formats`}>
          {groups.length > 1 ? <h4 className="dl-group-title">{g.title}</h4> : null}
          <ul className="dl-format-list">
            {g.items.map((f, i) => (
              <FormatButton key={`${f.url}-${i}`} format={f} onSelect={open} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
