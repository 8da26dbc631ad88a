import { useEffect } from 'react';
import { useDomainConfig } from '@dl/shared-config';
import { loadTrackers } from './trackers';

export function useTrackers() {
  const { analytics } = useDomainConfig();
  useEffect(() => {
    loadTrackers(analytics);
  }, [analytics]);
}
