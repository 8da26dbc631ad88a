import { useEffect } from 'react';
import { brandColorVariables, useDomainConfig } from '@dl/shared-config';

/** Writes the domain's brand colors into CSS variables on <html>; every app's CSS reads them. */
export function useBranding() {
  const { colors } = useDomainConfig().branding;
  useEffect(() => {
    const root = document.documentElement.style;
    for (const [name, value] of brandColorVariables(colors)) root.setProperty(name, value);
  }, [colors]);
}
