import { useDomainConfig } from '@dl/shared-config';
import { mailto } from '../../../rules/mailto';

/** "Still need help?": the configured contact address as a mail link. */
export function ContactCard() {
  const { contact, branding } = useDomainConfig();
  return (
    <section className="card contact-card" aria-labelledby="contact-heading">
      <h2 id="contact-heading">Still need help?</h2>
      <p>
        Write to the {branding.name} team and include the link you tried and the message you saw. We usually answer within
        two working days.
      </p>
      <p>
        <a className="btn btn-primary" href={mailto(contact.email, `${branding.name} support request`)}>
          Email {contact.email}
        </a>
      </p>
    </section>
  );
}
