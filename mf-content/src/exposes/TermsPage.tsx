import type { RouteModuleProps } from '@dl/shared-config';
import { LegalPage } from '../ui/LegalPage';
import { useLegalContext } from '../features/legal/legalContext';
import { TERMS_LAST_UPDATED } from '../features/legal/lastUpdated';
import { termsSections } from '../features/legal/copy/termsSections';
import '../ui/content.css';

/** /terms-of-service */
export default function TermsPage(_: RouteModuleProps) {
  const ctx = useLegalContext();
  return (
    <LegalPage
      title="Terms of Service"
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
