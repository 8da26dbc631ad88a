import type { LandingCopy } from '../copy';
import { useT } from '../../../i18n';

/** What the format list will offer for this platform. */
export function LandingFormats({ copy }: { copy: LandingCopy }) {
  const t = useT();
  return (
    <section className="landing-section" aria-labelledby="landing-formats-title">
      <h2 id="landing-formats-title">{copy.sections?.formats ?? t('dl.landing.formats')}</h2>
      <div className="grid-3">
        {copy.formats.map((f) => (
          <article key={f.title} className="card">
            <h3>{f.title}</h3>
            <p className="muted">{f.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
