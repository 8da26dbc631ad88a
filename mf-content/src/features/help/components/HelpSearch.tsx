interface Props {
  value: string;
  onChange: (value: string) => void;
  resultCount: number;
  total: number;
}

/** The search box of the Help Center; results update as the visitor types. */
export function HelpSearch({ value, onChange, resultCount, total }: Props) {
  return (
    <div role="search" className="help-search">
      <label htmlFor="help-search-input">Search help topics</label>
      <input
        id="help-search-input"
        className="input"
        type="search"
        value={value}
        placeholder="For example: private video, podcast, expired"
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="muted" role="status" aria-live="polite">
        {value.trim() ? `${resultCount} of ${total} topics match` : `${total} topics`}
      </p>
    </div>
  );
}
