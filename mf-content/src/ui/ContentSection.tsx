import type { ReactNode } from 'react';

/** A titled section with its own anchor (#id), the building block of the guide and the legal pages. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="content-section prose" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
