import { useId, useRef, type FormEvent } from 'react';
import { useAutoFocus } from '../hooks/useAutoFocus';
import { useFittingPlaceholder } from '../hooks/useFittingPlaceholder';
import { useT, useText } from '../../../i18n';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  loading: boolean;
  /** The SPEC §5 message for the current input, if any. */
  error: string | null;
  /** The page's placeholder (an example link); a short one replaces it where it would not fit on the field's line. */
  placeholder: string;
  /** One line under the input, e.g. that app share text is accepted. */
  hint?: string;
  /** Show the clear action (there is input, a result or an error). */
  canClear: boolean;
}

/** The URL form of SPEC §5: submit disabled while loading or blank, error under the input, auto-focus. */
export function UrlForm({ value, onChange, onSubmit, onClear, loading, error, placeholder, hint, canClear }: Props) {
  const t = useT();
  const text = useText();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useAutoFocus(inputRef);
  const shownPlaceholder = useFittingPlaceholder(inputRef, placeholder, t('dl.form.placeholderShort'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loading) onSubmit();
  };
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <form className="dl-form" onSubmit={submit} noValidate role="search" aria-label={t('dl.form.label')}>
      <label htmlFor={`${id}-url`} className="sr-only">
        {t('dl.form.url')}
      </label>
      <div className="dl-form-row">
        <textarea
          ref={inputRef}
          id={`${id}-url`}
          name="url"
          className="input dl-input"
          rows={1}
          value={value}
          placeholder={shownPlaceholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
        />
        <div className="dl-form-buttons">
          <button type="submit" className="btn btn-primary dl-submit" disabled={loading || !value.trim()}>
            {t('dl.form.submit')}
          </button>
          {canClear ? (
            <button type="button" className="btn btn-ghost" onClick={() => { onClear(); inputRef.current?.focus(); }}>
              {t('dl.form.clear')}
            </button>
          ) : null}
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="muted dl-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="banner-error dl-form-error" role="alert">
          {text(error)}
        </p>
      ) : null}
    </form>
  );
}
