import type { RouteModuleProps } from '@dl/shared-config';
import { LegalPage } from '../ui/LegalPage';
import { useLegalContext } from '../features/legal/legalContext';
import { DMCA_LAST_UPDATED } from '../features/legal/lastUpdated';
import { DMCA } from '../features/legal/copy/dmcaSections';
import { useT } from '../i18n';
import '../ui/content.css';

/** /dmca-policy: copyright notices and the takedown procedure. */
export default function DmcaPage(_: RouteModuleProps) {
  const t = useT();
  const ctx = useLegalContext();
  return (
    <LegalPage
      title={t('ct.legal.dmca')}
      lastUpdated={DMCA_LAST_UPDATED}
      intro={DMCA.intro(ctx)}
      sections={DMCA.sections(ctx)}
    />
  );
}
