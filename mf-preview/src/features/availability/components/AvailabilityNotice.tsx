import { Link } from 'react-router-dom';
import { useT, useText } from '../../../i18n';
import type { RetentionCountdown } from '../hooks/useRetentionCountdown';

/** SPEC §2 availability notice with the retention countdown; at zero, the expiry text and a way home. */
export function AvailabilityNotice({ countdown }: { countdown: RetentionCountdown }) {
  const t = useT();
  // The countdown's words ('Expired'); its durations keep their own formatting.
  const text = useText();
  return (
    <section className={`card preview-availability${countdown.expired ? ' is-expired' : ''}`} aria-labelledby="preview-availability-heading">
      <h2 id="preview-availability-heading">{t('pv.avail.heading')}</h2>
      <p className="muted">{t('pv.avail.kept', { period: countdown.retentionText })}</p>
      <p className="preview-countdown">
        {t('pv.avail.remaining')} <strong data-testid="countdown">{text(countdown.text)}</strong>
      </p>
      {countdown.expired ? (
        <>
          <p className="banner-error">{t('pv.avail.fileExpired')}</p>
          <Link className="btn btn-primary" to="/">
            {t('pv.page.returnHome')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
