import type { ReactNode } from 'react';
import { useDomainConfig } from '@dl/shared-config';
import { HOME_HEADLINE } from '../../../rules';
import { HERO_SUBTEXT } from '../copy/homeCopy';
import './home.css';

/** The home hero: the headline, the sub-text for the configured audience, and the form passed as children. */
export function Hero({ children }: { children: ReactNode }) {
  const { branding } = useDomainConfig();
  const subtext = HERO_SUBTEXT[branding.targetAudience] ?? HERO_SUBTEXT.comprehensive;
  return (
    <section className="home-hero" aria-labelledby="home-headline">
      <h1 id="home-headline">{HOME_HEADLINE}</h1>
      <p className="home-subtext" data-audience={branding.targetAudience}>
        {subtext}
      </p>
      {children}
    </section>
  );
}
