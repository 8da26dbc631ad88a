import { Link } from 'react-router-dom';
import { domainPlatforms, useDomainConfig } from '@dl/shared-config';
import { GUIDE } from '../copy/guideTexts';

/** The platforms this domain supports, by kind, each linking to its landing page. */
export function SupportedPlatforms() {
  const { supportedPlatforms } = useDomainConfig();
  const platforms = domainPlatforms(supportedPlatforms);
  const video = platforms.filter((p) => p.category === 'video');
  const audio = platforms.filter((p) => p.category === 'audio');
  return (
    <div className="grid-3">
      <div>
        <h3>{GUIDE.text('ct.long.guide.platforms.video')}</h3>
        <ul>
          {video.map((p) => (
            <li key={p.id}>
              <Link to={`/${p.slug}-downloader`}>{p.displayName}</Link>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>{GUIDE.text('ct.long.guide.platforms.audio')}</h3>
        <ul>
          {audio.map((p) => (
            <li key={p.id}>
              <Link to={`/${p.slug}-downloader`}>{p.displayName}</Link>
            </li>
          ))}
          <li>
            <Link to="/podcast-downloader">{GUIDE.text('ct.long.guide.platforms.anyFeed')}</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
