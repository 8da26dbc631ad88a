import { Link } from 'react-router-dom';
import { useDomainConfig, type RouteModuleProps } from '@dl/shared-config';
import { ConsentToggle } from '../features/cookies/components/ConsentToggle';
import { useConsentForm } from '../features/cookies/hooks/useConsentForm';
import '../ui/content.css';

const formatDecidedAt = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
};

/** /cookie-settings: the visitor's consent to optional cookies and scripts. */
export default function CookieSettingsPage(_: RouteModuleProps) {
  const { branding, analytics } = useDomainConfig();
  const form = useConsentForm();
  const decided = form.saved ? formatDecidedAt(form.saved.decidedAt) : null;
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <header className="content-header">
        <p className="eyebrow">Privacy</p>
        <h1>Cookie Settings</h1>
        <p className="lead">
          Choose which cookies and scripts {branding.name} may use in this browser. Necessary storage is always on; analytics
          and advertising load only with your consent.
        </p>
        <p className="muted">
          {decided ? `Your current choice was saved on ${decided}.` : 'You have not made a choice yet: optional categories are off.'}
          {analytics.trackingEnabled ? null : ' This site currently loads no analytics or advertising scripts at all; your choice applies if that changes.'}
        </p>
      </header>

      {form.justSaved ? (
        <p className="banner-success consent-banner" role="status">
          Your cookie preferences have been saved.
        </p>
      ) : null}

      <form
        className="consent-list"
        aria-label="Cookie categories"
        onSubmit={(e) => {
          e.preventDefault();
          form.save();
        }}
      >
        <ConsentToggle id="consent-necessary" title="Necessary" checked locked>
          <p>
            Keeps the site working: your sign-in session, your theme, and this cookie choice itself. These are stored in
            your browser&apos;s local storage and are never used to track you.
          </p>
        </ConsentToggle>
        <ConsentToggle id="consent-analytics" title="Analytics" checked={form.draft.analytics} onChange={(v) => form.setCategory('analytics', v)}>
          <p>
            Counts page views and shows us, in aggregate, how the site is used (Google Analytics with anonymized IP addresses,
            and Microsoft Clarity heatmaps), so we can fix what does not work.
          </p>
        </ConsentToggle>
        <ConsentToggle id="consent-advertising" title="Advertising" checked={form.draft.advertising} onChange={(v) => form.setCategory('advertising', v)}>
          <p>
            Allows ads from Google AdSense, which keep the downloader free. Ad providers may use cookies to measure and
            personalise ads.
          </p>
        </ConsentToggle>

        <div className="actions">
          <button type="submit" className="btn btn-primary">
            Save preferences
          </button>
          <button type="button" className="btn btn-ghost" onClick={form.acceptAll}>
            Accept all
          </button>
          <button type="button" className="btn btn-ghost" onClick={form.rejectAll}>
            Reject all
          </button>
        </div>
      </form>

      <p className="muted">
        You can change your mind at any time on this page. Read more in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </div>
  );
}
