import { Link } from 'react-router-dom';
import { useDomainConfig, type RouteModuleProps } from '@dl/shared-config';
import { ConsentToggle } from '../features/cookies/components/ConsentToggle';
import { useConsentForm } from '../features/cookies/hooks/useConsentForm';
import { ContentHeader } from '../ui/ContentHeader';
import { withTags } from '../ui/withTags';
import { useLanguage, useT } from '../i18n';
import '../ui/content.css';

const formatDecidedAt = (iso: string, lang: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleString(lang === 'en' ? 'en-US' : lang, { dateStyle: 'long', timeStyle: 'short' });
};

/** /cookie-settings: the visitor's consent to optional cookies and scripts. */
export default function CookieSettingsPage(_: RouteModuleProps) {
  const t = useT();
  const lang = useLanguage();
  const { branding, analytics } = useDomainConfig();
  const form = useConsentForm();
  const decided = form.saved ? formatDecidedAt(form.saved.decidedAt, lang) : null;
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <ContentHeader eyebrow={t('ct.privacy')} title={t('ct.cookies.title')} lead={t('ct.cookies.lead', { brand: branding.name })}>
        <p className="muted">
          {decided ? t('ct.cookies.savedOn', { date: decided }) : t('ct.cookies.noChoice')}
          {analytics.trackingEnabled ? null : ` ${t('ct.cookies.noTracking')}`}
        </p>
      </ContentHeader>

      {form.justSaved ? (
        <p className="banner-success consent-banner" role="status">
          {t('ct.cookies.saved')}
        </p>
      ) : null}

      <form
        className="consent-list"
        aria-label={t('ct.cookies.categories')}
        onSubmit={(e) => {
          e.preventDefault();
          form.save();
        }}
      >
        <ConsentToggle id="consent-necessary" title={t('ct.cookies.necessary')} checked locked>
          <p>{t('ct.cookies.necessaryText')}</p>
        </ConsentToggle>
        <ConsentToggle id="consent-analytics" title={t('ct.cookies.analytics')} checked={form.draft.analytics} onChange={(v) => form.setCategory('analytics', v)}>
          <p>{t('ct.cookies.analyticsText')}</p>
        </ConsentToggle>
        <ConsentToggle
          id="consent-advertising"
          title={t('ct.cookies.advertising')}
          checked={form.draft.advertising}
          onChange={(v) => form.setCategory('advertising', v)}
        >
          <p>{t('ct.cookies.advertisingText')}</p>
        </ConsentToggle>

        <div className="actions">
          <button type="submit" className="btn btn-primary">
            {t('ct.cookies.save')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={form.acceptAll}>
            {t('ct.cookies.acceptAll')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={form.rejectAll}>
            {t('ct.cookies.rejectAll')}
          </button>
        </div>
      </form>

      <p className="muted">
        {withTags(t('ct.cookies.more'), { link: (text) => <Link to="/privacy-policy">{text}</Link> })}
      </p>
    </div>
  );
}
