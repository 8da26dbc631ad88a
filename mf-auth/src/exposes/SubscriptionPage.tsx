import { Link } from 'react-router-dom';
import { useAppSelector, type RouteModuleProps } from '@dl/shared-config';
import { useT } from '../i18n';

/** /subscription and /upgrade: the signed-in user's plan, usage and daily limit (SPEC §6). */
export default function SubscriptionPage(_: RouteModuleProps) {
  const t = useT();
  const user = useAppSelector((s) => s.session.user);
  if (!user) {
    return (
      <section className="page narrow" data-area="mf-auth">
        <h1>{t('ac.plan.title')}</h1>
        <p>{t('ac.plan.signInFirst')}</p>
        <p className="actions">
          <Link className="btn btn-primary" to="/">
            {t('ac.plan.back')}
          </Link>
        </p>
      </section>
    );
  }
  const { tier, usage_limits } = user.subscription;
  return (
    <section className="page narrow" data-area="mf-auth">
      <h1>{t('ac.plan.title')}</h1>
      <div className="card">
        <p className="eyebrow">{t('ac.plan.current')}</p>
        <h2>{tier === 'free' ? t('ac.plan.free') : tier.charAt(0).toUpperCase() + tier.slice(1)}</h2>
        <p>
          {t('ac.plan.downloadsToday')} <strong>{usage_limits.downloads_today}</strong>
        </p>
        <p>
          {t('ac.plan.dailyLimit')} <strong>{usage_limits.daily_limit === null ? t('ac.plan.unlimited') : usage_limits.daily_limit}</strong>
        </p>
      </div>
    </section>
  );
}
