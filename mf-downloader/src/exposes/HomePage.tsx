import type { PropsOf } from '@dl/shared-config';
import { Downloader } from '../features/extract/components/Downloader';
import { Hero } from '../features/home/components/Hero';
import { TrustStrip } from '../features/home/components/TrustStrip';
import { FeatureCards } from '../features/home/components/FeatureCards';
import { HowItWorks } from '../features/home/components/HowItWorks';
import { ContactSupport } from '../features/home/components/ContactSupport';
import { HOME_FAQ } from '../features/home/copy/homeCopy';
import { Faq } from '../ui/Faq';
import { useShareTarget } from '../features/home/hooks/useShareTarget';
import { useT } from '../features/home/copy/texts';

/** The home page (SPEC §1): hero with the form and result, features, how it works, FAQ, support, platforms. */
export default function HomePage({ props }: PropsOf<'downloader', './HomePage'>) {
  useShareTarget(props.share === '1');
  const t = useT();
  const faq = HOME_FAQ.map((item) => ({ question: t(item.question), answer: t(item.answer) }));
  return (
    <div className="page" data-area="mf-downloader" data-build={__BUILD_LABEL__}>
      <Hero ownHead={props.share !== '1'}>
        <Downloader shareText="detect" placeholder={t('dl.home.placeholder')} hint={t('dl.home.hint')} />
        <TrustStrip />
      </Hero>
      <FeatureCards />
      <HowItWorks />
      <Faq id="faq" title={t('dl.home.faqTitle')} items={faq} />
      <ContactSupport />
    </div>
  );
}
