import { Steps } from '../../../ui/Steps';
import type { LandingCopy } from '../copy';

export function LandingSteps({ copy, platformName }: { copy: LandingCopy; platformName: string }) {
  return (
    <section className="landing-section" aria-labelledby="landing-steps-title">
      <h2 id="landing-steps-title">How to download from {platformName}</h2>
      <Steps steps={copy.steps} />
    </section>
  );
}
