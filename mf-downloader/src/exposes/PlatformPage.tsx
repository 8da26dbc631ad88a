import { platformById, type PropsOf } from '@dl/shared-config';
import { Downloader } from '../features/extract/components/Downloader';
import { landingCopyFor } from '../features/landing/copy';
import { LandingIntro } from '../features/landing/components/LandingIntro';
import { LandingSteps } from '../features/landing/components/LandingSteps';
import { LandingFormats } from '../features/landing/components/LandingFormats';
import { TrustStrip } from '../features/home/components/TrustStrip';
import { ContactSupport } from '../features/home/components/ContactSupport';
import { Faq } from '../ui/Faq';
import { useT } from '../i18n';

/** A platform landing page (SPEC §2): its own heading, intro, steps, formats and FAQ around the same form. */
export default function PlatformPage({ props }: PropsOf<'downloader', './PlatformPage'>) {
  const t = useT();
  const platformId = props.platformId ?? 'podcast';
  const copy = landingCopyFor(platformId) ?? landingCopyFor('podcast')!;
  const platformName = platformById(platformId)?.displayName ?? t('dl.landing.podcastApps');
  return (
    <div className="page" data-area="mf-downloader" data-build={__BUILD_LABEL__} data-platform={copy.id}>
      <LandingIntro copy={copy} />
      <div className="landing-form">
        <Downloader key={copy.id} shareText={copy.shareText} placeholder={copy.placeholder} hint={copy.hint} />
      </div>
      <LandingSteps copy={copy} platformName={platformName} />
      <LandingFormats copy={copy} />
      <Faq id="faq" title={t('dl.landing.faq', { name: copy.eyebrow.replace(/ downloader$/i, '') })} items={copy.faq} />
      <TrustStrip />
      <ContactSupport />
    </div>
  );
}
