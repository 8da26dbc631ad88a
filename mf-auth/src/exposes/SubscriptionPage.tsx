import { Link } from 'react-router-dom';
import { useAppSelector, type RouteModuleProps } from '@dl/shared-config';

/** /subscription and /upgrade: the signed-in user's plan, usage and daily limit (SPEC §6). */
export default function SubscriptionPage(_: RouteModuleProps) {
  const user = useAppSelector((s) => s.session.user);
  if (!user) {
    return (
      <section className="page narrow" data-area="mf-auth">
        <h1>Your plan</h1>
        <p>Sign in to see your plan, today's usage and your daily limit. Accounts are optional: downloading works without one.</p>
        <p className="actions">
          <Link className="btn btn-primary" to="/">
            Back to the downloader
          </Link>
        </p>
      </section>
    );
  }
  const { tier, usage_limits } = user.subscription;
  const free = tier === 'free';
  return (
    <section className="page narrow" data-area="mf-auth">
      <h1>Your plan</h1>
      <div className="card">
        <p className="eyebrow">Current plan</p>
        <h2>{free ? 'Free' : tier.charAt(0).toUpperCase() + tier.slice(1)}</h2>
        <p>
          Downloads today: <strong>{usage_limits.downloads_today}</strong>
        </p>
        <p>
          Daily limit: <strong>{usage_limits.daily_limit === null ? 'Unlimited' : usage_limits.daily_limit}</strong>
        </p>
      </div>
    </section>
  );
}
