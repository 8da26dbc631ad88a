import type { ReactNode } from 'react';
import { useDomainConfig } from '@dl/shared-config';
import { HOME_HEADLINE } from '../../../rules';
import { HERO_SUBTEXT } from '../copy/homeCopy';
import { useT, useText } from '../copy/texts';
import './home.css';

/** The home hero: the headline, the sub-text for the configured audience, and the form passed as children. */
export function Hero({ children }: { children: ReactNode }) {
  const { branding } = useDomainConfig();
  const t = useT();
  const text = useText();
  const subtext = t(HERO_SUBTEXT[branding.targetAudience] ?? HERO_SUBTEXT.comprehensive);
  return (
    <section className="home-hero" aria-labelledby="home-headline">
      <h1 id="home-headline">{text(HOME_HEADLINE)}</h1>
      <p className="home-subtext" data-audience={branding.targetAudience}>
        {text(subtext)}
      </p>
      {children}
    </section>
  );
}
