import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
  checked: boolean;
  /** Necessary cookies cannot be switched off. */
  locked?: boolean;
  onChange?: (checked: boolean) => void;
}

/** One consent category: its explanation and an on/off switch. */
export function ConsentToggle({ id, title, children, checked, locked = false, onChange }: Props) {
  return (
    <section className="card consent-row" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-state`}
          checked={checked}
          disabled={locked}
          onChange={(e) => onChange?.(e.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        <span id={`${id}-state`}>{locked ? 'Always on' : checked ? 'On' : 'Off'}</span>
      </label>
    </section>
  );
}
