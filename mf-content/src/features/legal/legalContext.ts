import { useDomainConfig, type DomainConfig } from '@dl/shared-config';

/** What the legal texts say about this particular domain. */
export interface LegalContext {
  brand: string;
  email: string;
  /** The site's address as people know it, e.g. "example.com". */
  site: string;
  config: DomainConfig;
}

export function useLegalContext(): LegalContext {
  const config = useDomainConfig();
  const site = config.domain && config.domain !== 'localhost' ? config.domain : typeof window !== 'undefined' ? window.location.host : config.domain;
  return { brand: config.branding.name, email: config.contact.email, site, config };
}
