import './home.css';
import { Steps } from '../../../ui/Steps';
import { HOW_IT_WORKS } from '../copy/homeCopy';
import { useT } from '../copy/texts';

export function HowItWorks() {
  const t = useT();
  return (
    <section id="how-it-works" className="home-section" aria-labelledby="how-title">
      <h2 id="how-title">{t('dl.home.howTitle')}</h2>
      <Steps steps={HOW_IT_WORKS.map((s) => ({ title: t(s.title), text: t(s.text) }))} />
    </section>
  );
}
