import type { ReactNode } from 'react';
import { useT } from '../../../i18n';

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
  const t = useT();
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
        <span id={`${id}-state`}>{t(locked ? 'ct.consent.alwaysOn' : checked ? 'ct.consent.on' : 'ct.consent.off')}</span>
      </label>
    </section>
  );
}
