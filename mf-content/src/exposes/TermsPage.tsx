import type { RouteModuleProps } from '@dl/shared-config';
import { LegalPage } from '../ui/LegalPage';
import { useLegalContext } from '../features/legal/legalContext';
import { TERMS_LAST_UPDATED } from '../features/legal/lastUpdated';
import { TERMS } from '../features/legal/copy/termsSections';
import { useT } from '../i18n';
import '../ui/content.css';

/** /terms-of-service */
export default function TermsPage(_: RouteModuleProps) {
  const t = useT();
  const ctx = useLegalContext();
  return (
    <LegalPage
      title={t('ct.legal.terms')}
      lastUpdated={TERMS_LAST_UPDATED}
      intro={TERMS.intro(ctx)}
      sections={TERMS.sections(ctx)}
    />
  );
}
