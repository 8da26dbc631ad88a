import { useEffect, useRef } from 'react';
import { useDomainConfig } from '@dl/shared-config';
import { bookmarkletCode } from '../bookmarklet';

/**
 * A button to drag to the bookmarks bar: on any video page, one click opens our site with that page's link
 * already extracted. React refuses javascript: URLs in markup, so the link gets its address from the DOM.
 */
export function Bookmarklet() {
  const { branding } = useDomainConfig();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.setAttribute('href', bookmarkletCode(window.location.origin));
  }, []);
  return (
    <section className="content-section card bookmarklet" aria-labelledby="bookmarklet-heading">
      <h2 id="bookmarklet-heading">One-click downloads from any page</h2>
      <p>
        Drag this button to your browser's bookmarks bar. When you are on a page with a video, audio or podcast episode,
        click the bookmark: {branding.name} opens in a new tab with that page's formats ready to download.
      </p>
      <p>
        <a
          ref={link}
          className="btn btn-primary"
          data-testid="bookmarklet"
          onClick={(e) => e.preventDefault()}
          title={`Send to ${branding.name}`}
        >
          Send to {branding.name}
        </a>
      </p>
      <p className="muted">
        On a phone, share the page's link to the installed app instead, or copy the link and paste it on the home page.
      </p>
    </section>
  );
}
