import { useEffect, useId, useRef, useState } from 'react';
import { type ShortLinkParams } from '@dl/shared-config';
import { SHARED_URL_DISPLAY_MAX, truncateText } from '../../../rules';
import { useMessageText, useT } from '../../../i18n';
import { useShare, type ShareAction, type ShareStatus } from '../hooks/useShare';

/** The menu's items and the ids of their words ('Copy link', 'Share on Twitter', ...). */
export const SHARE_MENU_ITEMS: { action: ShareAction; label: string }[] = [
  { action: 'copy', label: 'pv.share.copy' },
  { action: 'twitter', label: 'pv.share.twitter' },
  { action: 'facebook', label: 'pv.share.facebook' },
  { action: 'whatsapp', label: 'pv.share.whatsapp' },
  { action: 'email', label: 'pv.share.email' },
  { action: 'native', label: 'pv.share.native' },
];

/** SPEC §4 share button states ('Share', 'Creating...', 'Success!', 'Failed': SHARE_STATE_LABELS), by id. */
const STATE_LABELS: Record<ShareStatus, string> = { idle: 'pv.share.button', loading: 'pv.share.creating', success: 'pv.share.success', error: 'pv.share.failed' };

/** SPEC §2 Share menu; closes on a click outside. */
export function ShareMenu({ params, title }: { params: ShortLinkParams; title: string }) {
  const t = useT();
  const text = useMessageText();
  const [open, setOpen] = useState(false);
  const { status, message, shortUrl, share } = useShare(params, title);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="preview-share" ref={root}>
      <button
        type="button"
        className="btn btn-ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={status === 'loading'}
        onClick={() => setOpen((o) => !o)}
      >
        {t(STATE_LABELS[status])}
      </button>
      {open ? (
        <ul className="preview-share-menu" role="menu" id={menuId}>
          {SHARE_MENU_ITEMS.map((item) => (
            <li key={item.action} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  void share(item.action);
                }}
              >
                {t(item.label)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="preview-share-status" role="status" aria-live="polite">
        {message ? <p className={status === 'error' ? 'banner-error' : 'banner-success'}>{text(message)}</p> : null}
        {message && shortUrl && status === 'success' ? (
          <p className="muted preview-share-url" title={shortUrl}>
            {truncateText(shortUrl, SHARED_URL_DISPLAY_MAX)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
