import type { LandingCopy } from '../copy';
import './landing.css';

/** The top of a landing page: eyebrow, heading, intro and an up-front limitation if there is one. */
export function LandingIntro({ copy }: { copy: LandingCopy }) {
  return (
    <header className="landing-intro">
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1>{copy.heading}</h1>
      <p className="landing-lead">{copy.intro}</p>
      {copy.note ? (
        <p className="landing-note" role="note">
          {copy.note}
        </p>
      ) : null}
    </header>
  );
}
