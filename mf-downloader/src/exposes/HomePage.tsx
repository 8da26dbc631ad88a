import type { PropsOf } from '@dl/shared-config';
import { Downloader } from '../features/extract/components/Downloader';
import { Hero } from '../features/home/components/Hero';
import { TrustStrip } from '../features/home/components/TrustStrip';
import { FeatureCards } from '../features/home/components/FeatureCards';
import { HowItWorks } from '../features/home/components/HowItWorks';
import { ContactSupport } from '../features/home/components/ContactSupport';
import { HOME_FAQ, HOME_INPUT_HINT, HOME_PLACEHOLDER } from '../features/home/copy/homeCopy';
import { Faq } from '../ui/Faq';
import { useShareTarget } from '../features/home/hooks/useShareTarget';

/** The home page (SPEC §1): hero with the form and result, features, how it works, FAQ, support, platforms. */
export default function HomePage({ props }: PropsOf<'downloader', './HomePage'>) {
  useShareTarget(props.share === '1');
  return (
    <div className="page" data-area="mf-downloader" data-build={__BUILD_LABEL__}>
      <Hero>
        <Downloader shareText="detect" placeholder={HOME_PLACEHOLDER} hint={HOME_INPUT_HINT} />
        <TrustStrip />
      </Hero>
      <FeatureCards />
      <HowItWorks />
      <Faq id="faq" title="Frequently Asked Questions" items={HOME_FAQ} />
      <ContactSupport />
    </div>
  );
}
