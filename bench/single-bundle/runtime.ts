/**
 * Stand-in for the shell's module around the federation runtime (@dl/federation/runtime) in the single-bundle build of the
 * federation-cost benchmark (federationCost.ts replaces the module with this file). The shell's code is built unchanged; its
 * `loadRemote('mf_<area>/<Page>')` is answered from the remotes' exposed modules, imported statically into the
 * same bundle, so the page is the same React tree without a remote entry, manifest or share scope. Every
 * runtime function the shell imports needs a stand-in here (the build fails with "export … was not found").
 */
import * as AccountMenu from '../../mf-auth/src/exposes/AccountMenu';
import * as SubscriptionPage from '../../mf-auth/src/exposes/SubscriptionPage';
import * as BlogPage from '../../mf-content/src/exposes/BlogPage';
import * as BlogPostPage from '../../mf-content/src/exposes/BlogPostPage';
import * as CookieSettingsPage from '../../mf-content/src/exposes/CookieSettingsPage';
import * as DmcaPage from '../../mf-content/src/exposes/DmcaPage';
import * as GlossaryPage from '../../mf-content/src/exposes/GlossaryPage';
import * as GuidePage from '../../mf-content/src/exposes/GuidePage';
import * as HelpPage from '../../mf-content/src/exposes/HelpPage';
import * as NetworkPage from '../../mf-content/src/exposes/NetworkPage';
import * as PrivacyPage from '../../mf-content/src/exposes/PrivacyPage';
import * as TermsPage from '../../mf-content/src/exposes/TermsPage';
import * as HomePage from '../../mf-downloader/src/exposes/HomePage';
import * as PlatformPage from '../../mf-downloader/src/exposes/PlatformPage';
import * as PreviewPage from '../../mf-preview/src/exposes/PreviewPage';
import * as ShortLinkPage from '../../mf-preview/src/exposes/ShortLinkPage';

/** Every module the remotes expose (their rspack.config.ts `exposes`), by federation id. */
export const EXPOSED: Record<string, unknown> = {
  'mf_auth/AccountMenu': AccountMenu,
  'mf_auth/SubscriptionPage': SubscriptionPage,
  'mf_content/BlogPage': BlogPage,
  'mf_content/BlogPostPage': BlogPostPage,
  'mf_content/CookieSettingsPage': CookieSettingsPage,
  'mf_content/DmcaPage': DmcaPage,
  'mf_content/GlossaryPage': GlossaryPage,
  'mf_content/GuidePage': GuidePage,
  'mf_content/HelpPage': HelpPage,
  'mf_content/NetworkPage': NetworkPage,
  'mf_content/PrivacyPage': PrivacyPage,
  'mf_content/TermsPage': TermsPage,
  'mf_downloader/HomePage': HomePage,
  'mf_downloader/PlatformPage': PlatformPage,
  'mf_preview/PreviewPage': PreviewPage,
  'mf_preview/ShortLinkPage': ShortLinkPage,
};

export function loadRemote<T>(id: string): Promise<T | null> {
  return Promise.resolve((EXPOSED[id] as T | undefined) ?? null);
}

export function registerRemotes(): void {
  /* nothing to register: every page is in the bundle */
}

export function shareScope(): Record<string, never> {
  return {}; /* nothing is shared: one bundle */
}

export const packageOf = (name: string) => name;

export async function planShared(): Promise<void> {
  /* one bundle, one copy of every package: nothing to choose */
}
