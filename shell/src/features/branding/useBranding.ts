import { useEffect } from 'react';
import { useDomainConfig } from '@dl/shared-config';

/** Writes the domain's brand colors into CSS variables on <html>; every app's CSS reads them. */
export function useBranding() {
  const { colors } = useDomainConfig().branding;
  useEffect(() => {
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(colors)) root.setProperty(`--brand-${name}`, value);
  }, [colors]);
}
