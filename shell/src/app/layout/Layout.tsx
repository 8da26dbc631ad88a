import { Outlet } from 'react-router-dom';
import { useBranding } from '../../features/branding/hooks/useBranding';
import { useTrackers } from '../../features/analytics/hooks/useTrackers';
import { usePageViews } from '../../features/analytics/hooks/usePageViews';
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
