import { MP3_VARIANT, PageHead, ROUTES, pageTitle, platformById, useDomainConfig, type PropsOf } from '@dl/shared-config';
import { Downloader } from '../features/extract/components/Downloader';
import { use } from 'react';
import { i18n } from '@dl/shared-config';
import type { LandingCopy } from '../features/landing/copy/types';
import { LANDING_NAMES, landingCopyIdOf } from '../features/landing/copy/names';
import { landingCopyIn, loadLandingCopy } from '../features/landing/copy/translations';
import { LandingIntro } from '../features/landing/components/LandingIntro';
import { LandingSteps } from '../features/landing/components/LandingSteps';
import { LandingFormats } from '../features/landing/components/LandingFormats';
import { TrustStrip } from '../features/home/components/TrustStrip';
import { ContactSupport } from '../features/home/components/ContactSupport';
import { Faq } from '../ui/Faq';
import { useLanguage, useT } from '../i18n';

type Props = PropsOf<'downloader', './PlatformPage'>['props'];

/** The page's copy in the page's language; a copy not loaded yet suspends the page until it is. */
function useLandingCopy(props: Props): LandingCopy {
  const lang = useLanguage();
  const id = landingCopyIdOf(props);
  return landingCopyIn(id, lang) ?? use(loadLandingCopy(id, lang));
}

/** Before the page's first render (the shell awaits it): its copy in the page's language. */
export async function prepare({ props }: PropsOf<'downloader', './PlatformPage'>): Promise<void> {
  await loadLandingCopy(landingCopyIdOf(props), i18n.locale);
}

/**
 * The page's head, as the server writes it, where the shell does not write it: an MP3 page's in every language, its
 * copy's own title and description (issue #49); another landing page's in another language than English (issue #24),
 * its copy's heading and intro, or the route table's English when the copy is English (its language's did not load).
 */
function LandingHead({ copy }: { copy: LandingCopy }) {
  const config = useDomainConfig();
  if (copy.title) return <PageHead title={`${copy.title} | ${config.branding.name}`} description={copy.description} />;
  if (copy !== landingCopyIn(copy.id, 'en')) return <PageHead title={`${copy.heading} | ${config.branding.name}`} description={copy.intro} />;
  const route = ROUTES.find((r) => r.expose === './PlatformPage' && r.props?.platformId === copy.id);
  return route ? <PageHead title={pageTitle(route, config)} description={route.description} /> : null;
}

/**
 * A platform landing page (SPEC §2): its own heading, intro, steps, formats and FAQ around the same form; on its MP3
 * page (issue #49), its copy of MP3 and the other audio formats.
 */
export default function PlatformPage({ props }: PropsOf<'downloader', './PlatformPage'>) {
  const t = useT();
  const lang = useLanguage();
  const platformId = props.platformId ?? 'podcast';
  const copy = useLandingCopy(props);
  const platformName = platformById(platformId)?.displayName ?? t('dl.landing.podcastApps');
  // The shell writes an English landing page's head from the route table; an MP3 page owns its head (the route table's ownsHead).
  const ownHead = lang !== 'en' || props.variant === MP3_VARIANT;
  return (
    <div className="page" data-area="mf-downloader" data-build={__BUILD_LABEL__} data-platform={copy.id}>
      {ownHead ? <LandingHead copy={copy} /> : null}
      <LandingIntro copy={copy} />
      <div className="landing-form">
        <Downloader key={copy.id} shareText={copy.shareText} placeholder={copy.placeholder} hint={copy.hint} />
      </div>
      <LandingSteps copy={copy} platformName={platformName} />
      <LandingFormats copy={copy} />
      <Faq id="faq" title={copy.sections?.faq ?? t('dl.landing.faq', { name: LANDING_NAMES[copy.id] })} items={copy.faq} />
      <TrustStrip />
      <ContactSupport />
    </div>
  );
}
