import { PageHead, ROUTES, pageTitle, platformById, useDomainConfig, type PropsOf } from '@dl/shared-config';
import { Downloader } from '../features/extract/components/Downloader';
import { use } from 'react';
import { i18n } from '@dl/shared-config';
import type { LandingCopy } from '../features/landing/copy/types';
import { LANDING_NAMES, landingIdOf } from '../features/landing/copy/names';
import { landingCopyIn, loadLandingCopy } from '../features/landing/copy/translations';
import { LandingIntro } from '../features/landing/components/LandingIntro';
import { LandingSteps } from '../features/landing/components/LandingSteps';
import { LandingFormats } from '../features/landing/components/LandingFormats';
import { TrustStrip } from '../features/home/components/TrustStrip';
import { ContactSupport } from '../features/home/components/ContactSupport';
import { Faq } from '../ui/Faq';
import { useLanguage, useT } from '../i18n';

/** The page's copy in the page's language; a copy not loaded yet suspends the page until it is. */
function useLandingCopy(platformId: string | undefined): LandingCopy {
  const lang = useLanguage();
  const id = landingIdOf(platformId);
  return landingCopyIn(id, lang) ?? use(loadLandingCopy(id, lang));
}

/** Before the page's first render (the shell awaits it): its copy in the page's language. */
export async function prepare({ props }: PropsOf<'downloader', './PlatformPage'>): Promise<void> {
  await loadLandingCopy(landingIdOf(props.platformId), i18n.locale);
}

/**
 * The page's head in another language than English (issue #24), as the server writes it: its copy's heading and intro;
 * the route table's English when the copy is English (its language's did not load). In English the shell writes it.
 */
function LandingHead({ copy }: { copy: LandingCopy }) {
  const config = useDomainConfig();
  if (copy !== landingCopyIn(copy.id, 'en')) return <PageHead title={`${copy.heading} | ${config.branding.name}`} description={copy.intro} />;
  const route = ROUTES.find((r) => r.expose === './PlatformPage' && r.props?.platformId === copy.id);
  return route ? <PageHead title={pageTitle(route, config)} description={route.description} /> : null;
}

/** A platform landing page (SPEC §2): its own heading, intro, steps, formats and FAQ around the same form. */
export default function PlatformPage({ props }: PropsOf<'downloader', './PlatformPage'>) {
  const t = useT();
  const lang = useLanguage();
  const platformId = props.platformId ?? 'podcast';
  const copy = useLandingCopy(props.platformId);
  const platformName = platformById(platformId)?.displayName ?? t('dl.landing.podcastApps');
  return (
    <div className="page" data-area="mf-downloader" data-build={__BUILD_LABEL__} data-platform={copy.id}>
      {lang === 'en' ? null : <LandingHead copy={copy} />}
      <LandingIntro copy={copy} />
      <div className="landing-form">
        <Downloader key={copy.id} shareText={copy.shareText} placeholder={copy.placeholder} hint={copy.hint} />
      </div>
      <LandingSteps copy={copy} platformName={platformName} />
      <LandingFormats copy={copy} />
      <Faq id="faq" title={t('dl.landing.faq', { name: LANDING_NAMES[copy.id] })} items={copy.faq} />
      <TrustStrip />
      <ContactSupport />
    </div>
  );
}
