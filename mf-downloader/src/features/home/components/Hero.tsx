import type { ReactNode } from 'react';
import { PageHead, useDomainConfig, useLanguage } from '@dl/shared-config';
import { HOME_HEADLINE } from '../../../rules/messages';
import { HERO_SUBTEXT } from '../copy/homeCopy';
import { useT, useText } from '../copy/texts';
import './home.css';

/**
 * The home hero: the headline, the sub-text for the configured audience, and the form passed as children. In another
 * language than English it also writes the page's head (`ownHead`: the home page, not the share target), made of the
 * same two texts, as the server does (issue #24); in English the head is the domain's configured one, the shell's.
 */
export function Hero({ children, ownHead = false }: { children: ReactNode; ownHead?: boolean }) {
  const { branding } = useDomainConfig();
  const lang = useLanguage();
  const t = useT();
  const text = useText();
  const subtext = t(HERO_SUBTEXT[branding.targetAudience] ?? HERO_SUBTEXT.comprehensive);
  const headline = text(HOME_HEADLINE);
  return (
    <section className="home-hero" aria-labelledby="home-headline">
      {ownHead && lang !== 'en' ? <PageHead title={`${headline} | ${branding.name}`} description={text(subtext)} /> : null}
      <h1 id="home-headline">{headline}</h1>
      <p className="home-subtext" data-audience={branding.targetAudience}>
        {text(subtext)}
      </p>
      {children}
    </section>
  );
}
