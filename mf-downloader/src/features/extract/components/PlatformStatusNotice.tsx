import { Link } from 'react-router-dom';
import { detectPlatform, domainPlatforms, PLATFORMS, useDomainConfig } from '@dl/shared-config';
import { useGetFormPlatformStatusQuery } from '../api/platformStatusApi';
import { useT } from '../copy/texts';

/**
 * Issue #28: under the URL form, a notice when the link's platform is failing (or degraded) right now, with a link to
 * /status; the visitor can still send it. The status is asked once this mounts, which is at the visitor's first use of
 * the form (it comes with the result's code); nothing shows while it is unknown or could not be loaded.
 */
export function PlatformStatusNotice({ text }: { text: string }) {
  const t = useT();
  const { supportedPlatforms } = useDomainConfig();
  const { data } = useGetFormPlatformStatusQuery();
  const detected = text.trim() ? detectPlatform(text) : '';
  const platform = PLATFORMS.find((p) => p.name === detected);
  const statuses = Array.isArray(data?.platforms) ? data.platforms : [];
  const state = platform && statuses.find((s) => s.id === platform.id)?.state;
  const name = platform && (domainPlatforms(supportedPlatforms).find((p) => p.id === platform.id)?.displayName ?? platform.displayName);
  const show = state === 'failing' || state === 'degraded';
  // The live region stays in place so that a notice appearing in it is read out.
  return (
    <div className="dl-status-notice" role="status" data-state={show ? state : undefined}>
      {show ? (
        <p>
          {t(state === 'failing' ? 'dl.status.failing' : 'dl.status.degraded', { platform: name })} <Link to="/status">{t('dl.status.link')}</Link>
        </p>
      ) : null}
    </div>
  );
}
