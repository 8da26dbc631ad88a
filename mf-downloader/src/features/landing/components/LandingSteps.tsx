import { Steps } from '../../../ui/Steps';
import type { LandingCopy } from '../copy';
import { useT } from '../../../i18n';

export function LandingSteps({ copy, platformName }: { copy: LandingCopy; platformName: string }) {
  const t = useT();
  return (
    <section className="landing-section" aria-labelledby="landing-steps-title">
      <h2 id="landing-steps-title">{copy.sections?.steps ?? t('dl.landing.steps', { platform: platformName })}</h2>
      <Steps steps={copy.steps} />
    </section>
  );
}
