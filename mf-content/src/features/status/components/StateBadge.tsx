import type { PlatformState } from '@dl/contract';
import { useT } from '../copy/texts';

/** A mark beside the words, so the state never rests on its colour alone. */
const MARKS: Record<PlatformState, string> = { working: '✓', degraded: '!', failing: '✕', unknown: '–' };

/** A platform's state in words, with a mark and a colour of its own (status.css). */
export function StateBadge({ state }: { state: PlatformState }) {
  const t = useT();
  return (
    <span className="status-badge" data-state={state}>
      <span className="status-mark" aria-hidden="true">
        {MARKS[state]}
      </span>
      {t(`ct.status.state.${state}`)}
    </span>
  );
}
