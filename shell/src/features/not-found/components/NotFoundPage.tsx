import { Link } from 'react-router-dom';
import { PageHead, useDomainConfig } from '@dl/shared-config';

export function NotFoundPage() {
  const config = useDomainConfig();
  return (
    <section className="page narrow not-found" data-testid="not-found">
      <PageHead title={`Page not found | ${config.branding.name}`} description="The page you asked for does not exist." />
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved. Paste your link on the home page to start a download.</p>
      <p className="actions">
        <Link className="btn btn-primary" to="/">
          Go to the downloader
        </Link>
        <Link className="btn btn-ghost" to="/help-center">
          Help Center
        </Link>
      </p>
    </section>
  );
}
