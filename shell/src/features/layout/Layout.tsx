import { Outlet } from 'react-router-dom';
import { useBranding } from '../branding/useBranding';
import { useTrackers } from '../analytics/useTrackers';
import { usePageViews } from '../analytics/usePageViews';
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
