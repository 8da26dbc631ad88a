import type { PlatformStatus } from '@dl/contract';
import { statusSummary } from '../statusFormat';
import { useT } from '../copy/texts';

/** The line at the top of /status: all platforms work, or how many have problems. */
export function StatusSummaryLine({ platforms }: { platforms: readonly PlatformStatus[] }) {
  const t = useT();
  const summary = statusSummary(platforms);
  const text =
    summary.kind === 'working' ? t('ct.status.allWorking') : summary.kind === 'problems' ? t('ct.status.problems', { count: summary.count }) : t('ct.status.unmonitored');
  return (
    <p className="status-summary" data-summary={summary.kind}>
      <span className="status-mark" aria-hidden="true">
        {summary.kind === 'working' ? '✓' : summary.kind === 'problems' ? '!' : '–'}
      </span>
      {text}
    </p>
  );
}
