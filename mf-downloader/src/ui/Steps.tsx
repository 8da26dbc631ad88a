import './sections.css';

export interface Step {
  title: string;
  text: string;
}

/** Numbered how-to steps. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="steps">
      {steps.map((s, i) => (
        <li key={s.title} className="card step">
          <span className="step-number" aria-hidden="true">{i + 1}</span>
          <h3>{s.title}</h3>
          <p className="muted">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
