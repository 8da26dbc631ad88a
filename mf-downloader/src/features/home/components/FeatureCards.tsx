import './home.css';
import { FEATURES } from '../copy/homeCopy';
import { FeatureIcon } from './FeatureIcon';
import { useT } from '../copy/texts';

export function FeatureCards() {
  const t = useT();
  return (
    <section id="features" className="home-section" aria-labelledby="features-title">
      <h2 id="features-title">{t('dl.home.featuresTitle')}</h2>
      <div className="grid-3">
        {FEATURES.map((f) => (
          <article key={f.title} className="card feature-card">
            <FeatureIcon name={f.icon} />
            <h3>{t(f.title)}</h3>
            <p className="muted">{t(f.text)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
