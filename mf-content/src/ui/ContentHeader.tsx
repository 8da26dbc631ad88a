import type { ReactNode } from 'react';

interface Props {
  /** The small line above the title (`p.eyebrow`). */
  eyebrow: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  /** The paragraph under the title (`p.lead`); none when left out (the legal pages bring their own lead). */
  lead?: ReactNode;
  /** What else the header holds, after the lead: an action, a notice, a date line. */
  children?: ReactNode;
}

/** The heading of a content page: eyebrow, title and lead, in the page's texts (the caller translates them). */
export function ContentHeader({ eyebrow, title, lead, children }: Props) {
  return (
    <header className="content-header">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      {lead === undefined ? null : <p className="lead">{lead}</p>}
      {children}
    </header>
  );
}
