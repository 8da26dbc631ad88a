import { Link } from 'react-router-dom';
import type { LegalSection } from '../../../ui/LegalPage';
import { mailto } from '../../../rules/mailto';
import type { LegalContext } from '../legalContext';

/** The terms of service, written for the configured domain. */
export function termsSections(ctx: LegalContext): LegalSection[] {
  return [...serviceSections(ctx), ...plansAndRightsSections(ctx), ...closingSections(ctx)];
}

/** Sections 1–4: the agreement, the service, acceptable use, accounts. */
function serviceSections({ brand, site }: LegalContext): LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: '1. Agreement',
      body: (
        <p>
          These terms are an agreement between you and the operator of {brand} ({site}). By using the website or its
          download service you accept them. If you do not agree, do not use the service.
        </p>
      ),
    },
    {
      id: 'service',
      title: '2. The service',
      body: (
        <>
          <p>
            {brand} lets you retrieve publicly available videos, audio and podcast episodes from supported platforms by
            pasting a link, and prepares the file you select, including by merging separate video and audio streams. The
            basic service is free and needs no registration.
          </p>
          <p>
            We depend on third-party platforms that can change or block access at any time. We therefore do not promise
            that any particular platform, video, format or quality will be available, and we may change, limit or stop
            features of the service.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: '3. Acceptable use',
      body: (
        <>
          <p>You are responsible for what you download and what you do with it. You agree:</p>
          <ul>
            <li>
              to download only content that you own, that is licensed for reuse (for example under Creative Commons), or
              that you otherwise have the right or permission to save;
            </li>
            <li>to respect copyright and the rights of creators, and the terms of the platforms you download from;</li>
            <li>not to use the service to circumvent DRM or any other technical protection measure;</li>
            <li>
              not to send automated or bulk requests beyond normal personal use, and not to overload, probe or attack the
              service or use it to reach systems that are not public;
            </li>
            <li>not to use the service for anything unlawful, or to distribute harmful or infringing material.</li>
          </ul>
          <p>
            Only public content can be downloaded. Private videos and content that requires signing in to a platform are
            not supported.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: '4. Accounts',
      body: (
        <p>
          If you create an account, give accurate information, keep your password secret and tell us about any misuse of
          your account. An account is personal and may not be shared or resold. You can stop using your account at any
          time and ask us to delete it.
        </p>
      ),
    },
  ];
}

/** Sections 5–10: plans, content, our rights, ads, the disclaimer, liability. */
function plansAndRightsSections({ brand }: LegalContext): LegalSection[] {
  return [
    {
      id: 'plans',
      title: '5. Paid plans',
      body: (
        <p>
          Where paid plans are offered, their features, limits and price are shown before you buy. A free account may have
          a daily download limit. Paid plans renew until cancelled; cancellation takes effect at the end of the period
          already paid for, and any statutory right of withdrawal you have is not affected.
        </p>
      ),
    },
    {
      id: 'content',
      title: '6. Third-party content and copyright',
      body: (
        <p>
          {brand} does not own, host or curate the media you retrieve; it belongs to its creators and rights holders. Files
          we prepare are kept only for a short retention period and then deleted. If you believe the service is being used
          to infringe your copyright, follow our <Link to="/dmca-policy">DMCA Policy</Link>.
        </p>
      ),
    },
    {
      id: 'our-rights',
      title: '7. Our website and brand',
      body: (
        <p>
          The {brand} name, logo, website design, texts and software are protected by intellectual property rights. You may
          use the website as intended, but not copy, resell or imitate it, or remove any notices.
        </p>
      ),
    },
    {
      id: 'ads',
      title: '8. Advertising',
      body: (
        <p>
          The free service may show ads. Ads and analytics are controlled by your choices on the{' '}
          <Link to="/cookie-settings">Cookie Settings</Link> page and described in our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      ),
    },
    {
      id: 'disclaimer',
      title: '9. No warranty',
      body: (
        <p>
          The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the extent the law allows, we
          make no warranty that it will be uninterrupted, error-free or fit for a particular purpose, or that downloaded
          files will meet your expectations.
        </p>
      ),
    },
    {
      id: 'liability',
      title: '10. Limitation of liability',
      body: (
        <p>
          To the extent the law allows, we are not liable for indirect or consequential loss, loss of data or profits, or
          for how you use downloaded content. Our total liability for any claim is limited to the amount you paid us in the
          twelve months before it arose, or 50 US dollars if you paid nothing. Nothing in these terms limits liability that
          cannot be limited by law, such as for intent or gross negligence.
        </p>
      ),
    },
  ];
}

/** Sections 11–15: indemnity, termination, changes, the law, the contact. */
function closingSections({ brand, email }: LegalContext): LegalSection[] {
  return [
    {
      id: 'indemnity',
      title: '11. Indemnity',
      body: (
        <p>
          If a third party makes a claim against us because of content you downloaded or shared through the service in
          breach of these terms, you agree to cover the reasonable costs of that claim, as far as the law allows.
        </p>
      ),
    },
    {
      id: 'termination',
      title: '12. Suspension and termination',
      body: (
        <p>
          We may block requests, suspend or close accounts that break these terms, abuse the service or repeatedly
          infringe copyright. Where reasonable we will tell you why. The sections on copyright, liability and indemnity
          remain in force after termination.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '13. Changes to these terms',
      body: (
        <p>
          We may update these terms. The date at the top of the page shows the latest version. Significant changes will be
          announced on the site or by email to account holders before they apply; continuing to use the service afterwards
          means you accept them.
        </p>
      ),
    },
    {
      id: 'law',
      title: '14. Governing law',
      body: (
        <p>
          These terms are governed by the law of the country in which the operator of {brand} is established, excluding
          its conflict-of-law rules. If you are a consumer, you keep the protection of the mandatory laws of the country
          where you live, and you may bring claims before its courts.
        </p>
      ),
    },
    {
      id: 'contact',
      title: '15. Contact',
      body: (
        <p>
          Questions about these terms: <a href={mailto(email, 'Terms of Service')}>{email}</a>.
        </p>
      ),
    },
  ];
}
