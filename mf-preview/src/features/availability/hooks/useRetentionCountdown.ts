/** SPEC §4/§9 countdown: from GET /api/config file_retention_seconds (default 3600) down to 'Expired'. */
import { useEffect, useState } from 'react';
import { laterQuery, useLaterQuery } from '@dl/shared-config/laterQuery';
import { DEFAULT_RETENTION_SECONDS, countdownTickMs, formatCountdown, formatRetentionFallback, remainingSeconds } from '../../../rules';

export interface RetentionCountdown {
  /** How long files are kept, in words. */
  retentionText: string;
  remaining: number;
  /** 'Xh Ym', 'N minute(s)', 'N second(s)' or 'Expired'. */
  text: string;
  expired: boolean;
}

/** GET /api/config, through the API's code loaded when asked. */
const configQuery = laterQuery({
  load: () => import('@dl/shared-config/api'),
  initiate: ({ api }, dispatch) => dispatch(api.endpoints.getConfig.initiate()),
});

/**
 * The server's file_retention_seconds, or null until it is known (or when the server does not say), asked once the page
 * has something to play (`wanted`) and its media has shown (or failed): the API's code is not part of the page's first
 * load, and neither it nor the call competes with the media.
 */
function useConfiguredRetention(wanted: boolean): number | null {
  const seconds = useLaterQuery(wanted ? 'config' : null, configQuery)?.data?.file_retention_seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Counts from `startedAt` (ms, when the file became ready); null = not started. `wanted`: the page has a file to
 * play or merge, so the retention is asked for.
 */
export function useRetentionCountdown(startedAt: number | null, wanted: boolean): RetentionCountdown {
  const configured = useConfiguredRetention(wanted);
  const retention = configured ?? DEFAULT_RETENTION_SECONDS;
  const [now, setNow] = useState(() => Date.now());

  const remaining = startedAt === null ? retention : remainingSeconds(retention, startedAt, now);

  useEffect(() => {
    if (startedAt === null || remaining <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), countdownTickMs(remaining));
    return () => clearTimeout(timer);
  }, [startedAt, remaining]);

  return {
    retentionText: configured ? formatCountdown(configured) : formatRetentionFallback(DEFAULT_RETENTION_SECONDS),
    remaining,
    text: formatCountdown(remaining),
    expired: startedAt !== null && remaining <= 0,
  };
}
