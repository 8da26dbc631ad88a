import './home.css';
import { FEATURES } from '../copy/homeCopy';
import { FeatureIcon } from './FeatureIcon';

export function FeatureCards() {
  return (
    <section id="features" className="home-section" aria-labelledby="features-title">
      <h2 id="features-title">Why use this downloader</h2>
      <div className="grid-3">
        {FEATURES.map((f) => (
          <article key={f.title} className="card feature-card">
            <FeatureIcon name={f.icon} />
            <h3>{f.title}</h3>
            <p className="muted">{f.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
