import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Messages } from '@dl/shared-config';
import type { LegalSection } from '../../../ui/LegalPage';
import { longForm } from '../../../ui/longForm';
import { mailto } from '../../../rules/mailto';
import type { LegalContext } from '../legalContext';

/** A legal page's texts for the configured domain: its introduction and its sections, in order. */
export interface LegalTexts {
  intro(ctx: LegalContext): ReactNode;
  sections(ctx: LegalContext): LegalSection[];
}

/**
 * A legal page's texts (`ct.long.<page>.intro`, `ct.long.<page>.<section>.title` and `.body`) from its English-only
 * catalog: the domain's brand, address and email put in, the links its texts name, and the choices that follow the
 * domain's configuration (sign-up offered, optional scripts enabled). `sections` are the anchors of the page's table of
 * contents (links such as /privacy-policy#cookies): change one only with care. `subject` is the subject of a mail
 * written from the page.
 */
export function legalTexts(page: string, messages: Messages, sections: readonly string[], subject: string): LegalTexts {
  const { text, Text } = longForm(messages);
  const props = ({ brand, site, email, config }: LegalContext) => ({
    values: { brand, site, email },
    choices: { signup: config.authentication_enabled ? 'on' : 'off', tracking: config.analytics.trackingEnabled ? 'on' : 'off' },
    tags: {
      cookies: <Link to="/cookie-settings" />,
      privacy: <Link to="/privacy-policy" />,
      terms: <Link to="/terms-of-service" />,
      dmca: <Link to="/dmca-policy" />,
      help: <Link to="/help-center" />,
      mail: <a href={mailto(email, subject)} />,
      notice: <a href={mailto(email, 'DMCA takedown notice')} />,
      counter: <a href={mailto(email, 'DMCA counter-notice')} />,
    },
  });
  return {
    intro: (ctx) => <Text id={`ct.long.${page}.intro`} {...props(ctx)} />,
    sections: (ctx) => sections.map((id) => ({ id, title: text(`ct.long.${page}.${id}.title`), body: <Text id={`ct.long.${page}.${id}.body`} {...props(ctx)} /> })),
  };
}
