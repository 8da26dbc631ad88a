import { useMemo } from 'react';
import { domainPlatforms, useDomainConfig, type RouteModuleProps } from '@dl/shared-config';
import { formatDateTime, platformById } from '@dl/contract';
import { useGetStatusPageQuery } from '../features/status/api/statusApi';
import { StatusSummaryLine } from '../features/status/components/StatusSummaryLine';
import { PlatformStatusItem } from '../features/status/components/PlatformStatusItem';
import { StatusError } from '../features/status/components/StatusError';
import { useLanguage, useT } from '../features/status/copy/texts';
import { ContentHeader } from '../ui/ContentHeader';
import '../ui/content.css';
import '../features/status/components/status.css';

/** How often the open page asks again (issue #28: the canary's results change over minutes). */
export const STATUS_REFRESH_MS = 60_000;

/**
 * /status (issue #28): each platform working, degraded, failing or not monitored, since when, its median extraction
 * time, its last check and the day's checks, from GET /api/status; asked again every minute while the page is open.
 */
export default function StatusPage(_: RouteModuleProps) {
  const t = useT();
  const lang = useLanguage();
  const { supportedPlatforms } = useDomainConfig();
  const { data, error, isError, isFetching, refetch } = useGetStatusPageQuery(undefined, { pollingInterval: STATUS_REFRESH_MS });
  const shown = useMemo(() => {
    // The platforms as this domain shows them; one the domain turns off is left out, one the table lacks keeps its id.
    const byId = new Map(domainPlatforms(supportedPlatforms).map((p) => [p.id, p]));
    return (data?.platforms ?? []).flatMap((status) => {
      const platform = byId.get(status.id) ?? (platformById(status.id) ? null : { displayName: status.id, icon: '', color: 'var(--muted)' });
      return platform ? [{ status, platform }] : [];
    });
  }, [data, supportedPlatforms]);

  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <ContentHeader eyebrow={t('ct.status.eyebrow')} title={t('ct.status.title')} lead={t('ct.status.lead')} />

      {data ? (
        <>
          <StatusSummaryLine platforms={shown.map((s) => s.status)} />
          <p className="muted status-updated">{t('ct.status.updated', { time: formatDateTime(data.generated_at, { locale: lang }) })}</p>
          <section aria-labelledby="status-platforms">
            <h2 id="status-platforms" className="sr-only">
              {t('ct.status.platforms')}
            </h2>
            <ul className="status-list">
              {shown.map(({ status, platform }) => (
                <PlatformStatusItem key={status.id} status={status} platform={platform} now={data.generated_at} />
              ))}
            </ul>
          </section>
        </>
      ) : isError ? (
        <StatusError error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <div className="spinner-wrap" role="status" aria-label={t('ct.status.loading')}>
          <div className="spinner" />
        </div>
      )}
    </div>
  );
}
