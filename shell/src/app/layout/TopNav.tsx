import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AUTH_BUTTON_LABELS, PlatformMark, useDomainConfig } from '@dl/shared-config';
import { RemoteModule } from '../../features/remote/components/RemoteModule';
import { useAfterFirstPaint } from '../../features/remote/hooks/useAfterFirstPaint';
import { ThemeToggle } from '../../features/branding/components/ThemeToggle';
import { BrandLogo } from '../../features/branding/components/BrandLogo';
import { NAV_LINKS, POPULAR_PLATFORM_COUNT } from './navLinks';
import { usePlatforms } from './usePlatforms';

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
  return (
    <div className="dropdown" ref={ref}>
      <button type="button" className="nav-link dropdown-toggle" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)}>
        Platforms <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div className="dropdown-menu" role="menu" onClick={() => setOpen(false)}>
          <div className="dropdown-group">
            <p className="dropdown-heading">Video Platforms</p>
            {video.map((p) => (
              <Link key={p.id} role="menuitem" to={`/${p.slug}-downloader`} className="dropdown-item">
                <PlatformMark icon={p.icon} color={p.color} size={12} iconClass="dot-icon" dotClass="dot" />
                {p.displayName}
              </Link>
            ))}
          </div>
          <div className="dropdown-group">
            <p className="dropdown-heading">Audio &amp; Podcasts</p>
            {audio.map((p) => (
              <Link key={p.id} role="menuitem" to={`/${p.slug}-downloader`} className="dropdown-item">
                <PlatformMark icon={p.icon} color={p.color} size={12} iconClass="dot-icon" dotClass="dot" />
                {p.displayName}
              </Link>
            ))}
            <Link role="menuitem" to="/podcast-downloader" className="dropdown-item">
              <span className="dot" aria-hidden="true" />
              Any podcast feed
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  const { all } = usePlatforms();
  return (
    <nav className="mobile-menu" aria-label="Mobile" id="mobile-menu">
      {NAV_LINKS.map((l) => (
        <Link key={l.to} to={l.to} onClick={onClose}>
          {l.label}
        </Link>
      ))}
      <p className="mobile-heading">Popular platforms</p>
      <div className="mobile-platforms">
        {all.slice(0, POPULAR_PLATFORM_COUNT).map((p) => (
          <Link key={p.id} to={`/${p.slug}-downloader`} onClick={onClose}>
            {p.displayName}
          </Link>
        ))}
      </div>
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
  return (
    <div className="account-slot" data-testid="account-slot">
      <span className="account-slot-size" aria-hidden="true">
        <span className="btn btn-ghost">{AUTH_BUTTON_LABELS.signIn}</span>
        <span className="btn btn-primary">{AUTH_BUTTON_LABELS.signUp}</span>
      </span>
      {load ? <RemoteModule area="auth" expose="./AccountMenu" compact /> : null}
    </div>
  );
}

export function TopNav() {
  const config = useDomainConfig();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMobileOpen(false), [location.pathname]);
  return (
    <header className="topnav">
      <div className="topnav-inner">
        <Link to="/" className="brand" aria-label={`${config.branding.name} home`}>
          <BrandLogo />
          <span className="brand-name">{config.branding.name}</span>
        </Link>
        <nav className="nav-links" aria-label="Main">
          <Link className="nav-link" to="/#features">
            Features
          </Link>
          <PlatformsDropdown />
          <Link className="nav-link" to="/#how-it-works">
            How It Works
          </Link>
          <NavLink className="nav-link" to="/how-to-download-videos">
            How-To Guide
          </NavLink>
          <NavLink className="nav-link" to="/blog">
            Blog
          </NavLink>
        </nav>
        <div className="nav-actions">
          {config.features.darkMode ? <ThemeToggle /> : null}
          {config.authentication_enabled ? <AccountSlot /> : null}
          <button
            type="button"
            className="hamburger"
            aria-label="Menu"
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
      {mobileOpen ? <MobileMenu onClose={() => setMobileOpen(false)} /> : null}
    </header>
  );
}
