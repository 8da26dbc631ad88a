/**
 * The modules this remote exposes are the remote contract's (content, in contract/src/remoteContract.ts): its build
 * exposes `./src/exposes/<Name>.tsx` for each name there, and this type states that each of them default-exports a
 * component taking the contract's props. The type check fails when one is missing or takes other props. Not bundled.
 */
import type { ExposedModules } from '@dl/shared-config';
import type * as GuidePage from './GuidePage';
import type * as BlogPage from './BlogPage';
import type * as BlogPostPage from './BlogPostPage';
import type * as HelpPage from './HelpPage';
import type * as CookieSettingsPage from './CookieSettingsPage';
import type * as PrivacyPage from './PrivacyPage';
import type * as DmcaPage from './DmcaPage';
import type * as TermsPage from './TermsPage';
import type * as GlossaryPage from './GlossaryPage';
import type * as NetworkPage from './NetworkPage';
import type * as StatusPage from './StatusPage';

export type Exposes = ExposedModules<
  'content',
  {
    './GuidePage': typeof GuidePage;
    './BlogPage': typeof BlogPage;
    './BlogPostPage': typeof BlogPostPage;
    './HelpPage': typeof HelpPage;
    './CookieSettingsPage': typeof CookieSettingsPage;
    './PrivacyPage': typeof PrivacyPage;
    './DmcaPage': typeof DmcaPage;
    './TermsPage': typeof TermsPage;
    './GlossaryPage': typeof GlossaryPage;
    './NetworkPage': typeof NetworkPage;
    './StatusPage': typeof StatusPage;
  }
>;
