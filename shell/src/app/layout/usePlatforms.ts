import { useMemo } from 'react';
import { domainPlatforms, useDomainConfig } from '@dl/shared-config';

/** The domain's enabled platforms by priority, split for the Platforms dropdown. */
export function usePlatforms() {
  const { supportedPlatforms } = useDomainConfig();
  return useMemo(() => {
    const all = domainPlatforms(supportedPlatforms);
    return { all, video: all.filter((p) => p.category === 'video'), audio: all.filter((p) => p.category === 'audio') };
  }, [supportedPlatforms]);
}
