import { Link } from 'react-router-dom';
import { domainPlatforms, useDomainConfig } from '@dl/shared-config';

/** The platforms this domain supports, by kind, each linking to its landing page. */
export function SupportedPlatforms() {
  const { supportedPlatforms } = useDomainConfig();
  const platforms = domainPlatforms(supportedPlatforms);
  const video = platforms.filter((p) => p.category === 'video');
  const audio = platforms.filter((p) => p.category === 'audio');
  return (
    <div className="grid-3">
      <div>
        <h3>Video platforms</h3>
        <ul>
          {video.map((p) => (
            <li key={p.id}>
              <Link to={`/${p.slug}-downloader`}>{p.displayName}</Link>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Audio and podcasts</h3>
        <ul>
          {audio.map((p) => (
            <li key={p.id}>
              <Link to={`/${p.slug}-downloader`}>{p.displayName}</Link>
            </li>
          ))}
          <li>
            <Link to="/podcast-downloader">Any podcast RSS feed</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
