import './home.css';
import { useDomainConfig } from '@dl/shared-config';
import { useT } from '../../../i18n';

export function ContactSupport() {
  const { contact } = useDomainConfig();
  const t = useT();
  return (
    <section className="home-contact" aria-label={t('dl.contact.label')}>
      <p className="muted">{t('dl.contact.text')}</p>
      <a className="btn btn-ghost" href={`mailto:${contact.email}`}>
        {t('dl.contact.button')}
      </a>
    </section>
  );
}
