import type { RouteModuleProps } from '@dl/shared-config';
import { LegalPage } from '../ui/LegalPage';
import { useLegalContext } from '../features/legal/legalContext';
import { PRIVACY_LAST_UPDATED } from '../features/legal/lastUpdated';
import { PRIVACY } from '../features/legal/copy/privacySections';
import { useT } from '../i18n';
import '../ui/content.css';

/** /privacy-policy */
export default function PrivacyPage(_: RouteModuleProps) {
  const t = useT();
  const ctx = useLegalContext();
  return (
    <LegalPage
      title={t('ct.legal.privacy')}
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={PRIVACY.intro(ctx)}
      sections={PRIVACY.sections(ctx)}
    />
  );
}
