import { useState } from 'react';

/** The media thumbnail; a neutral placeholder when there is none or it fails to load. */
export function Thumbnail({ src, audio }: { src: string | null; audio: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className="dl-thumb dl-thumb-empty" aria-hidden="true">
        {audio ? '♪' : '▶'}
      </div>
    );
  }
  return <img className="dl-thumb" src={src} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(src)} />;
}
