import { Link } from 'react-router-dom';
import { PageHead, useDomainConfig } from '@dl/shared-config';
import { useT } from '../../../i18n';

export function NotFoundPage() {
  const config = useDomainConfig();
  const t = useT();
  return (
    <section className="page narrow not-found" data-testid="not-found">
      <PageHead title={t('notFound.title', { brand: config.branding.name })} description={t('notFound.description')} />
      <p className="eyebrow">404</p>
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="actions">
        <Link className="btn btn-primary" to="/">
          {t('notFound.toDownloader')}
        </Link>
        <Link className="btn btn-ghost" to="/help-center">
          {t('footer.helpCenter')}
        </Link>
      </p>
    </section>
  );
}
