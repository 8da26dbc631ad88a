import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { buildShareLink, SHARE_LINK_MESSAGES } from '../../../rules';
import { useT, useText } from '../copy/texts';

const STATUS_RESET_MS = 2500;

/**
 * The page link with ?url=: whoever opens it gets the form pre-filled with the same media link (and, with `track=`,
 * the audio track chosen when it is not the source's own).
 */
export function ShareLink({ sourceUrl, trackId }: { sourceUrl: string; trackId?: string | null }) {
  const { pathname } = useLocation();
  const t = useT();
  const text = useText();
  const [status, setStatus] = useState<string | null>(null);
  const link = buildShareLink(window.location.origin, pathname, sourceUrl, trackId);
  useEffect(() => {
    if (!status) return;
    const t = setTimeout(() => setStatus(null), STATUS_RESET_MS);
    return () => clearTimeout(t);
  }, [status]);
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setStatus(SHARE_LINK_MESSAGES.copied);
    } catch (e) {
      setStatus((e as { name?: string })?.name === 'NotAllowedError' ? SHARE_LINK_MESSAGES.denied : SHARE_LINK_MESSAGES.failed);
    }
  };
  return (
    <div className="dl-share">
      <label className="dl-share-label">
        <span className="muted">{t('dl.share.label')}</span>
        <input className="input dl-share-input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" className="btn btn-ghost" onClick={() => void copy()}>
        {t('dl.share.copy')}
      </button>
      <span role="status" className="dl-share-status">
        {status ? text(status) : null}
      </span>
    </div>
  );
}
