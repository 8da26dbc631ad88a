import './home.css';
import { useDomainConfig } from '@dl/shared-config';

export function ContactSupport() {
  const { contact } = useDomainConfig();
  return (
    <section className="home-contact" aria-label="Support">
      <p className="muted">Still stuck, or found a link that does not work?</p>
      <a className="btn btn-ghost" href={`mailto:${contact.email}`}>
        Contact Support
      </a>
    </section>
  );
}
