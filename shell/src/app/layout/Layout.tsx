import { Outlet } from 'react-router-dom';
import { useBranding } from '../../features/branding/useBranding';
import { useTrackers } from '../../features/analytics/useTrackers';
import { usePageViews } from '../../features/analytics/usePageViews';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { TopNav } from './TopNav';
import { Footer } from './Footer';

export function Layout() {
  useBranding();
  useTrackers();
  usePageViews();
  useScrollOnNavigate();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
