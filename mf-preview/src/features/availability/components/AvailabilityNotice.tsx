import { Link } from 'react-router-dom';
import { PREVIEW_MESSAGES } from '../../../rules';
import type { RetentionCountdown } from '../hooks/useRetentionCountdown';

export const AVAILABILITY_TEXT = {
  heading: 'Limited-time availability',
  kept: (period: string) => `Processed files are kept on our server for ${period}. Save your copy before the link expires.`,
  remaining: 'Time remaining:',
} as const;

/** SPEC §2 availability notice with the retention countdown; at zero, the expiry text and a way home. */
export function AvailabilityNotice({ countdown }: { countdown: RetentionCountdown }) {
  return (
    <section className={`card preview-availability${countdown.expired ? ' is-expired' : ''}`} aria-labelledby="preview-availability-heading">
      <h2 id="preview-availability-heading">{AVAILABILITY_TEXT.heading}</h2>
      <p className="muted">{AVAILABILITY_TEXT.kept(countdown.retentionText)}</p>
      <p className="preview-countdown">
        {AVAILABILITY_TEXT.remaining} <strong data-testid="countdown">{countdown.text}</strong>
      </p>
      {countdown.expired ? (
        <>
          <p className="banner-error">{PREVIEW_MESSAGES.fileExpired}</p>
          <Link className="btn btn-primary" to="/">
            {PREVIEW_MESSAGES.returnToHomepage}
          </Link>
        </>
      ) : null}
    </section>
  );
}
