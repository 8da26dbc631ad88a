import { useT } from '../../../i18n';

interface Props {
  value: string;
  onChange: (value: string) => void;
  resultCount: number;
  total: number;
}

/** The search box of the Help Center; results update as the visitor types. */
export function HelpSearch({ value, onChange, resultCount, total }: Props) {
  const t = useT();
  return (
    <div role="search" className="help-search">
      <label htmlFor="help-search-input">{t('ct.help.search')}</label>
      <input
        id="help-search-input"
        className="input"
        type="search"
        value={value}
        placeholder={t('ct.help.placeholder')}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="muted" role="status" aria-live="polite">
        {value.trim() ? t('ct.help.matches', { count: resultCount, total }) : t('ct.help.total', { total })}
      </p>
    </div>
  );
}
