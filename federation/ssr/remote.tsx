/**
 * The server build of a remote: its exposed modules, each rendered alone to markup the shell's server render
 * places in the page's remote area (see shell/src/ssr.tsx). rspack.base.ts generates the entry that passes the
 * remote's exposes here, with its catalogs in every language (issue #24).
 */
import type { ComponentType } from 'react';
import { addMessages, i18n, type Messages } from '@dl/shared-config';
import { isSiteLanguage, type SiteLanguage } from '@dl/contract';
import { renderApp, type RenderRequest } from './render';

type Exposed = Record<string, { default: ComponentType<Record<string, unknown>> }>;

export interface RemoteRenderer {
  /** Markup of one exposed module with the props the shell gives it, or null for a module this build lacks. */
  render(expose: string, props: Record<string, unknown>, req: RenderRequest): string | null;
}

/** A remote's texts in every language it has, for a page to render in its own at once. */
export interface RemoteTexts {
  app: string;
  messages: Partial<Record<SiteLanguage, Messages>>;
}

export function createRemoteRenderer(exposed: Exposed, texts?: RemoteTexts): RemoteRenderer {
  if (texts) for (const [lang, messages] of Object.entries(texts.messages)) addMessages(texts.app, lang as SiteLanguage, messages);
  return {
    render(expose, props, req) {
      const Module = exposed[expose]?.default;
      if (!Module) return null;
      // The render is synchronous: the language stays the page's until its markup is made.
      i18n.activate(isSiteLanguage(req.lang) ? req.lang : 'en');
      return renderApp(<Module {...props} />, req);
    },
  };
}
