import { FALLBACK_DOMAIN_CONFIG, type DomainConfig } from '@dl/shared-config';

/** A preloaded `domain` state whose configuration differs from the fallback in the given parts. */
export function domainState(overrides: (c: DomainConfig) => Partial<DomainConfig>) {
  const config = { ...FALLBACK_DOMAIN_CONFIG, ...overrides(FALLBACK_DOMAIN_CONFIG) };
  return { domain: { config, source: 'server' as const } };
}
