import './home.css';
import { Steps } from '../../../ui/Steps';
import { HOW_IT_WORKS } from '../copy/homeCopy';

export function HowItWorks() {
  return (
    <section id="how-it-works" className="home-section" aria-labelledby="how-title">
      <h2 id="how-title">How It Works</h2>
      <Steps steps={HOW_IT_WORKS} />
    </section>
  );
}
