import { useEffect, useRef } from 'react';
import { useDomainConfig } from '@dl/shared-config';
import { useT } from '../../../i18n';
import { bookmarkletCode } from '../bookmarklet';

/**
 * A button to drag to the bookmarks bar: on any video page, one click opens our site with that page's link
 * already extracted. React refuses javascript: URLs in markup, so the link gets its address from the DOM.
 */
export function Bookmarklet() {
  const t = useT();
  const { branding } = useDomainConfig();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.setAttribute('href', bookmarkletCode(window.location.origin));
  }, []);
  const send = t('ct.bookmarklet.button', { brand: branding.name });
  return (
    <section className="content-section card bookmarklet" aria-labelledby="bookmarklet-heading">
      <h2 id="bookmarklet-heading">{t('ct.bookmarklet.title')}</h2>
      <p>{t('ct.bookmarklet.text', { brand: branding.name })}</p>
      <p>
        <a ref={link} className="btn btn-primary" data-testid="bookmarklet" onClick={(e) => e.preventDefault()} title={send}>
          {send}
        </a>
      </p>
      <p className="muted">{t('ct.bookmarklet.phone')}</p>
    </section>
  );
}
