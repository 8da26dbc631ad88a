/** SPEC §4/§9 countdown: from GET /api/config file_retention_seconds (default 3600) down to 'Expired'. */
import { useEffect, useState } from 'react';
import { useGetConfigQuery } from '@dl/shared-config/api';
import { DEFAULT_RETENTION_SECONDS, countdownTickMs, formatCountdown, formatRetentionFallback, remainingSeconds } from '../../../rules';

export interface RetentionCountdown {
  /** How long files are kept, in words. */
  retentionText: string;
  remaining: number;
  /** 'Xh Ym', 'N minute(s)', 'N second(s)' or 'Expired'. */
  text: string;
  expired: boolean;
}

/** Counts from `startedAt` (ms, when the file became ready); null = not started. */
export function useRetentionCountdown(startedAt: number | null): RetentionCountdown {
  const { data } = useGetConfigQuery();
  const configured = data && Number.isFinite(data.file_retention_seconds) && data.file_retention_seconds > 0 ? data.file_retention_seconds : null;
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
