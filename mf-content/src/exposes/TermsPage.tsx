import type { RouteModuleProps } from '@dl/shared-config';
import { LegalPage } from '../ui/LegalPage';
import { useLegalContext } from '../features/legal/legalContext';
import { TERMS_LAST_UPDATED } from '../features/legal/lastUpdated';
import { termsSections } from '../features/legal/copy/termsSections';
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
      intro={
        <p>
          These terms apply whenever you use {ctx.brand}. In short: download only what you have the right to download, use
          the service fairly, and understand that third-party platforms decide what is available.
        </p>
      }
      sections={termsSections(ctx)}
    />
  );
}
