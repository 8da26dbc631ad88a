import { Outlet } from 'react-router-dom';
import { useBranding } from '../../features/branding/hooks/useBranding';
import { useTrackers } from '../../features/analytics/hooks/useTrackers';
import { usePageViews } from '../../features/analytics/hooks/usePageViews';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { TopNav } from './TopNav';
import { Footer } from './Footer';
import { useT } from '../../i18n';

export function Layout() {
  useBranding();
  useTrackers();
  usePageViews();
  useScrollOnNavigate();
  const t = useT();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <TopNav />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
