import { useDomainConfig } from '@dl/shared-config';
import { useT } from '../../../i18n';
import { mailto } from '../../../rules/mailto';

/** "Still need help?": the configured contact address as a mail link. */
export function ContactCard() {
  const t = useT();
  const { contact, branding } = useDomainConfig();
  return (
    <section className="card contact-card" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t('ct.contact.title')}</h2>
      <p>{t('ct.contact.text', { brand: branding.name })}</p>
      <p>
        <a className="btn btn-primary" href={mailto(contact.email, t('ct.contact.subject', { brand: branding.name }))}>
          {t('ct.contact.email', { email: contact.email })}
        </a>
      </p>
    </section>
  );
}
