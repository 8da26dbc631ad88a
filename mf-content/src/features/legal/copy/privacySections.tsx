import { Link } from 'react-router-dom';
import type { LegalSection } from '../../../ui/LegalPage';
import { mailto } from '../../../rules/mailto';
import type { LegalContext } from '../legalContext';

/** The privacy policy, written for the configured domain. */
export function privacySections(ctx: LegalContext): LegalSection[] {
  return [...dataSections(ctx), ...accountAndCookieSections(ctx), ...sharingAndRightsSections(ctx), ...closingSections(ctx)];
}

/** Sections 1–2: who we are and the data we process. */
function dataSections({ brand, email, site }: LegalContext): LegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: '1. Who is responsible',
      body: (
        <p>
          This policy explains how {brand} ({site}) handles personal data when you use the website and its download
          service. The operator of {brand} is the controller of that data. For any privacy question or request, write to{' '}
          <a href={mailto(email, 'Privacy request')}>{email}</a>.
        </p>
      ),
    },
    {
      id: 'data-we-process',
      title: '2. What we process when you download',
      body: (
        <>
          <ul>
            <li>
              <strong>The links you paste.</strong> Our server uses the link to fetch information about the media from the
              platform that hosts it, and to prepare the file you choose. We do not sell or publish the links.
            </li>
            <li>
              <strong>Basic browser information.</strong> With each request the page sends your screen size, time zone,
              language, operating-system platform, a shortened user agent and the time. We use it only to protect the
              service against abuse, such as automated bulk requests. It is not used for advertising.
            </li>
            <li>
              <strong>Prepared files.</strong> When video and audio have to be merged, the result is stored on our server
              only for the retention period (one hour by default) so you can preview and download it, and is then deleted
              automatically.
            </li>
            <li>
              <strong>Short links.</strong> When you use Share, we store what the preview needs: the media address, title,
              file name, resolution, size, bitrate and the original page address. A short link contains no information
              about you.
            </li>
            <li>
              <strong>Server logs.</strong> Like every website, our servers record technical data for each request (time,
              IP address, requested path, response status). Logs never contain passwords or sign-in tokens. They are kept
              for security and troubleshooting for no longer than 30 days.
            </li>
          </ul>
        </>
      ),
    },
  ];
}

/** Sections 3–5: accounts, cookies and the legal bases. */
function accountAndCookieSections({ site, config }: LegalContext): LegalSection[] {
  const tracking = config.analytics.trackingEnabled;
  return [
    {
      id: 'accounts',
      title: '3. Accounts',
      body: (
        <>
          <p>
            An account is optional{config.authentication_enabled ? '' : ', and sign-up is currently not offered on this site'}.
            If you create one, we store:
          </p>
          <ul>
            <li>your email address, an optional username, and whether your email is verified;</li>
            <li>
              your password, only as a one-way hash (Argon2id): nobody, including us, can read it;
            </li>
            <li>your profile and preferences: display name, avatar address, time zone, language, country, default quality and format, theme and notification settings;</li>
            <li>your plan and daily usage counts;</li>
            <li>
              your download history, if enabled: the link, title, platform, format, quality, size, thumbnail and time of
              each download. You can clear it at any time or switch it off in your preferences.
            </li>
          </ul>
          <p>
            We send emails only to verify your address, to reset your password and, if you opt in, to notify you about your
            account.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: '4. Cookies, local storage and analytics',
      body: (
        <>
          <p>
            Necessary data is kept in your browser&apos;s local storage: your sign-in tokens when you are signed in, your
            theme, and your cookie choice. When a preview has expired, the original link may be kept in session storage for
            a moment so the home page can fill it in again.
          </p>
          <p>
            Optional scripts are loaded only when they are enabled for this site and, where consent is required, only after
            you agree on the <Link to="/cookie-settings">Cookie Settings</Link> page:
          </p>
          <ul>
            <li>Google Analytics for page-view statistics, with IP anonymization;</li>
            <li>Microsoft Clarity for anonymous heatmaps of how pages are used;</li>
            <li>Google AdSense for the ads that keep the service free.</li>
          </ul>
          <p>
            <strong>On {site} these optional scripts are currently {tracking ? 'enabled' : 'not used'}.</strong>
            {tracking ? ' You can refuse or withdraw consent at any time on the Cookie Settings page.' : ''}
          </p>
        </>
      ),
    },
    {
      id: 'legal-bases',
      title: '5. Why we may process your data',
      body: (
        <ul>
          <li>To provide the service you ask for: processing links, preparing files, running your account (performance of a contract).</li>
          <li>To keep the service secure and available, and to prevent abuse (our legitimate interests).</li>
          <li>For analytics and advertising cookies: your consent, which you can withdraw at any time.</li>
          <li>To comply with legal obligations, such as answering valid requests from authorities.</li>
        </ul>
      ),
    },
  ];
}

/** Sections 6–10: sharing, retention, your rights, security, children. */
function sharingAndRightsSections({ brand, email }: LegalContext): LegalSection[] {
  return [
    {
      id: 'sharing',
      title: '6. Who receives data',
      body: (
        <>
          <p>We do not sell personal data. We share it only with:</p>
          <ul>
            <li>the hosting and email providers that run the service for us, under contracts that bind them to our instructions;</li>
            <li>the platform a link points to, which receives a request from our server (not from you) when media is fetched;</li>
            <li>analytics and advertising providers, if enabled and if you consented;</li>
            <li>authorities or rights holders, where the law requires it.</li>
          </ul>
          <p>
            Some of these providers may process data outside your country. Where that happens we rely on the safeguards the
            law provides, such as standard contractual clauses.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: '7. How long we keep data',
      body: (
        <ul>
          <li>Prepared media files: the retention period shown on the preview page, one hour by default.</li>
          <li>Server logs: at most 30 days.</li>
          <li>Account data and download history: until you clear the history or delete your account.</li>
          <li>Password reset and email verification codes: until used or expired.</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: '8. Your rights',
      body: (
        <>
          <p>
            Depending on where you live, you may ask to access, correct or delete your personal data, to receive it in a
            portable format, to restrict or object to its processing, and to withdraw consent. Send your request to{' '}
            <a href={mailto(email, 'Privacy request')}>{email}</a> from the email address of your account, if you have
            one. We answer within one month.
          </p>
          <p>You also have the right to complain to your local data protection authority.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: '9. Security',
      body: (
        <p>
          Connections to {brand} are encrypted. Passwords are hashed, sign-in sessions expire and are renewed with rotating
          tokens, and the download links we hand out are signed and time-limited. No system is perfectly secure: if you
          believe your account has been compromised, change your password and contact us.
        </p>
      ),
    },
    {
      id: 'children',
      title: '10. Children',
      body: (
        <p>
          {brand} is not directed to children under 13 (or under 16 where local law sets that age). We do not knowingly
          create accounts for them; if you believe a child has given us personal data, contact us and we will delete it.
        </p>
      ),
    },
  ];
}

/** Sections 11–12: changes and the contact. */
function closingSections({ email }: LegalContext): LegalSection[] {
  return [
    {
      id: 'changes',
      title: '11. Changes to this policy',
      body: (
        <p>
          When we change this policy, we update the date at the top of this page. If a change is significant, we will
          inform signed-in users by email or with a notice on the site before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: '12. Contact',
      body: (
        <p>
          Questions about this policy or your data: <a href={mailto(email, 'Privacy request')}>{email}</a>.
        </p>
      ),
    },
  ];
}
