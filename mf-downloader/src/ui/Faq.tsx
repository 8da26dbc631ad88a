import { useId, useState } from 'react';
import './sections.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/** An expandable FAQ where only one answer is open at a time (SPEC §1). */
export function Faq({ items, title, id }: { items: readonly FaqItem[]; title: string; id?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <section id={id} className="faq" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{title}</h2>
      <div className="faq-list">
        {items.map((item, i) => {
          const expanded = open === i;
          return (
            <div key={item.question} className={`faq-item${expanded ? ' open' : ''}`}>
              <h3 className="faq-question">
                <button
                  type="button"
                  id={`${base}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                >
                  <span>{item.question}</span>
                  <span className="faq-icon" aria-hidden="true">{expanded ? '−' : '+'}</span>
                </button>
              </h3>
              <div id={`${base}-a${i}`} role="region" aria-labelledby={`${base}-q${i}`} className="faq-answer" hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
