import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AUTH_BUTTON_LABELS, PlatformMark, useDomainConfig } from '@dl/shared-config';
import { useT, useText } from '../../i18n';
import { RemoteModule } from '../../features/remote/components/RemoteModule';
import { useAfterFirstPaint } from '../../features/remote/hooks/useAfterFirstPaint';
import { ThemeToggle } from '../../features/branding/components/ThemeToggle';
import { BrandLogo } from '../../features/branding/components/BrandLogo';
import { NAV_LINKS, POPULAR_PLATFORM_COUNT } from './navLinks';
import { usePlatforms } from './usePlatforms';
import { useNavLayout } from './useNavLayout';

function useCloseOnOutsideClick(open: boolean, close: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);
  return ref;
}

function PlatformsDropdown() {
  const [open, setOpen] = useState(false);
  const ref = useCloseOnOutsideClick(open, () => setOpen(false));
  const { video, audio } = usePlatforms();
  const t = useT();
  return (
    <div className="dropdown" ref={ref}>
      <button type="button" className="nav-link dropdown-toggle" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)}>
        {t('nav.platforms')} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div className="dropdown-menu" role="menu" onClick={() => setOpen(false)}>
          <div className="dropdown-group">
            <p className="dropdown-heading">{t('nav.videoPlatforms')}</p>
            {video.map((p) => (
              <Link key={p.id} role="menuitem" to={`/${p.slug}-downloader`} className="dropdown-item">
                <PlatformMark icon={p.icon} color={p.color} size={12} iconClass="dot-icon" dotClass="dot" />
                {p.displayName}
              </Link>
            ))}
          </div>
          <div className="dropdown-group">
            <p className="dropdown-heading">{t('nav.audioPodcasts')}</p>
            {audio.map((p) => (
              <Link key={p.id} role="menuitem" to={`/${p.slug}-downloader`} className="dropdown-item">
                <PlatformMark icon={p.icon} color={p.color} size={12} iconClass="dot-icon" dotClass="dot" />
                {p.displayName}
              </Link>
            ))}
            <Link role="menuitem" to="/podcast-downloader" className="dropdown-item">
              <span className="dot" aria-hidden="true" />
              {t('nav.anyPodcastFeed')}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The menu button's menu; on a phone too narrow for the theme toggle beside the account buttons, that toggle too. */
function MobileMenu({ onClose, withThemeToggle }: { onClose: () => void; withThemeToggle: boolean }) {
  const { all } = usePlatforms();
  const t = useT();
  return (
    <nav className="mobile-menu" aria-label={t('nav.mobile')} id="mobile-menu">
      {NAV_LINKS.map((l) => (
        <Link key={l.to} to={l.to} onClick={onClose}>
          {t(l.label)}
        </Link>
      ))}
      <p className="mobile-heading">{t('nav.popularPlatforms')}</p>
      <div className="mobile-platforms">
        {all.slice(0, POPULAR_PLATFORM_COUNT).map((p) => (
          <Link key={p.id} to={`/${p.slug}-downloader`} onClick={onClose}>
            {p.displayName}
          </Link>
        ))}
      </div>
      {withThemeToggle ? (
        <div className="mobile-theme">
          <ThemeToggle />
        </div>
      ) : null}
    </nav>
  );
}

/** Opened from an email link (`?auth=verify-email|reset-password`): the account modal is the page's point. */
const hasAuthLink = () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('auth');

/**
 * The account area: the mf-auth remote is not needed for first paint, so its code loads once the page is idle
 * (at once when the address carries an email link). Meanwhile an invisible copy of the visitor's buttons holds
 * their exact size (the menu is laid over it), so nothing in the navigation moves when the menu arrives.
 */
function AccountSlot() {
  const load = useAfterFirstPaint(hasAuthLink());
  const text = useText();
  return (
    <div className="account-slot" data-testid="account-slot">
      <span className="account-slot-size" aria-hidden="true">
        <span className="btn btn-ghost">{text(AUTH_BUTTON_LABELS.signIn)}</span>
        <span className="btn btn-primary">{text(AUTH_BUTTON_LABELS.signUp)}</span>
      </span>
      {load ? <RemoteModule area="auth" expose="./AccountMenu" compact /> : null}
    </div>
  );
}

export function TopNav() {
  const config = useDomainConfig();
  const t = useT();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMobileOpen(false), [location.pathname]);
  const row = useRef<HTMLDivElement>(null);
  const layout = useNavLayout(row);
  // The menu button goes when the links fit again (a wider window): so does the menu it opened.
  useEffect(() => {
    if (layout === 'bar') setMobileOpen(false);
  }, [layout]);
  return (
    <header className="topnav" data-nav={layout}>
      <div className="topnav-inner" ref={row}>
        <Link to="/" className="brand" aria-label={t('nav.home', { brand: config.branding.name })}>
          <BrandLogo />
          <span className="brand-name">{config.branding.name}</span>
        </Link>
        <nav className="nav-links" aria-label={t('nav.main')}>
          <Link className="nav-link" to="/#features">
            {t('nav.features')}
          </Link>
          <PlatformsDropdown />
          <Link className="nav-link" to="/#how-it-works">
            {t('nav.howItWorks')}
          </Link>
          <NavLink className="nav-link" to="/how-to-download-videos">
            {t('nav.howToGuide')}
          </NavLink>
          <NavLink className="nav-link" to="/blog">
            {t('nav.blog')}
          </NavLink>
        </nav>
        <div className="nav-actions">
          {config.features.darkMode ? <ThemeToggle /> : null}
          {config.authentication_enabled ? <AccountSlot /> : null}
          <button
            type="button"
            className="hamburger"
            aria-label={t('nav.menu')}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
      {mobileOpen ? <MobileMenu onClose={() => setMobileOpen(false)} withThemeToggle={layout === 'tight' && config.features.darkMode} /> : null}
    </header>
  );
}
