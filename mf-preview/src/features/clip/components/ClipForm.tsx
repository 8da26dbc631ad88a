/**
 * The clip form of the preview page (issue #23): start and end fields (m:ss; the arrow keys move them by a second, by
 * ten with Shift), "Set to current time" buttons that read the player's position, the way to cut (at keyframes, or
 * exactly by encoding again) and the caller's longest clip. It hands a valid clip to the page, which runs it.
 */
import { useEffect, useId, useState, type KeyboardEvent, type MutableRefObject, type ReactNode } from 'react';
import { CLIP_TEXT, START_CLIP_PATH, formatClipTime, parseClipTime, type ClipCut } from '@dl/contract';
import { useAppSelector } from '@dl/shared-config';
import { useT, useText } from '../../../i18n';
import { useGetClipLimitQuery } from '../api/clipApi';

/** A clip the form asks for: its start-clip link and its times. */
export interface ClipRequest {
  url: string;
  start: number;
  end: number;
  cut: ClipCut;
}

interface Props {
  /** The preview's media link the server cuts: a start-merge link or one of our signed links. */
  source: string;
  /** The media's length in seconds, once the player knows it. */
  duration: number | null;
  /** The media element, for its current position. */
  player: MutableRefObject<HTMLMediaElement | null>;
  /** A clip is being made: the button waits. */
  busy: boolean;
  onMake: (request: ClipRequest) => void;
  /** Beside the button: the clip's download, once made. */
  children?: ReactNode;
}

/** The start-clip link of a clip of `source`. */
export function clipStartUrl(source: string, start: number, end: number, cut: ClipCut): string {
  return `${START_CLIP_PATH}?${new URLSearchParams({ source, start: String(start), end: String(end), cut }).toString()}`;
}

/** What is wrong with the fields, in English words (the form shows them in the page's language); null when they make a clip. */
export function clipFieldsError(start: number | null, end: number | null, duration: number | null): string | null {
  if (start === null || end === null) return CLIP_TEXT.invalidTime;
  if (end <= start) return CLIP_TEXT.endBeforeStart;
  if (duration !== null && end > duration + 1) return CLIP_TEXT.pastEnd;
  return null;
}

function TimeField({ label, value, onChange, onSetCurrent, invalid }: { label: string; value: string; onChange: (v: string) => void; onSetCurrent: () => void; invalid: boolean }) {
  const t = useT();
  const id = useId();
  const nudge = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const step = (e.shiftKey ? 10 : 1) * (e.key === 'ArrowUp' ? 1 : -1);
    onChange(formatClipTime(Math.max(0, (parseClipTime(value) ?? 0) + step)));
  };
  return (
    <div className="preview-clip-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" inputMode="decimal" autoComplete="off" placeholder="m:ss" value={value} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.target.value)} onKeyDown={nudge} />
      <button type="button" className="btn btn-ghost" onClick={onSetCurrent} aria-label={t('pv.clip.setLabel', { field: label })}>
        {t('pv.clip.setToCurrent')}
      </button>
    </div>
  );
}

export function ClipForm({ source, duration, player, busy, onMake, children }: Props) {
  const t = useT();
  const text = useText();
  // Keyed by who asks and at which tier: signing in, or a new plan, may allow longer clips. Asked once the player knows
  // the media's length, so the question never competes with the media's first bytes.
  const who = useAppSelector((s) => (s.session.user ? `${s.session.user.email}|${s.session.user.subscription.tier}` : 'visitor'));
  const limit = useGetClipLimitQuery(who, { skip: duration === null }).data;
  const [startText, setStartText] = useState('0:00');
  const [endText, setEndText] = useState('');
  const [cut, setCut] = useState<ClipCut>('keyframes');
  const [error, setError] = useState<string | null>(null);
  const groupName = useId();

  // Until the visitor sets it, the end is the media's end, or the longest clip allowed when that comes first.
  const [endSet, setEndSet] = useState(false);
  const max = limit?.max_seconds ?? null;
  useEffect(() => {
    if (duration === null || endSet) return;
    setEndText(formatClipTime(max !== null ? Math.min(duration, max) : duration));
  }, [duration, endSet, max]);
  const changeEnd = (value: string) => {
    setEndSet(true);
    setEndText(value);
  };

  const current = () => formatClipTime(player.current?.currentTime ?? 0);

  const make = () => {
    const start = parseClipTime(startText);
    const end = parseClipTime(endText);
    const problem = clipFieldsError(start, end, duration);
    setError(problem);
    if (!problem) onMake({ url: clipStartUrl(source, start!, end!, cut), start: start!, end: end!, cut });
  };

  return (
    <form
      className="preview-clip-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        make();
      }}
    >
      <div className="preview-clip-times">
        <TimeField label={t('pv.clip.start')} value={startText} onChange={setStartText} onSetCurrent={() => setStartText(current())} invalid={!!error && parseClipTime(startText) === null} />
        <TimeField label={t('pv.clip.end')} value={endText} onChange={changeEnd} onSetCurrent={() => changeEnd(current())} invalid={!!error && parseClipTime(endText) === null} />
      </div>
      <fieldset className="preview-clip-cut">
        <legend className="sr-only">{t('pv.clip.heading')}</legend>
        {(['keyframes', 'exact'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={groupName} value={value} checked={cut === value} onChange={() => setCut(value)} /> {t(value === 'exact' ? 'pv.clip.exact' : 'pv.clip.keyframes')}
          </label>
        ))}
      </fieldset>
      {limit && limit.max_seconds !== null ? <p className="muted preview-clip-limit">{t('pv.clip.limit', { max: formatClipTime(limit.max_seconds) })}</p> : null}
      {error ? (
        <p className="banner-error" role="alert">
          {text(error)}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn" disabled={busy}>
          {t('pv.clip.make')}
        </button>
        {children}
      </div>
    </form>
  );
}
