import { useT } from '../../../i18n';

/** What the account area shows while a stored session is checked. */
export function Restoring() {
  const t = useT();
  return (
    <span className="acct-restoring muted" aria-busy="true">
      {t('ac.menu.restoring')}
    </span>
  );
}
