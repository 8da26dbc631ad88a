/**
 * The server build of a remote: its exposed modules, each rendered alone to markup the shell's server render
 * places in the page's remote area (see shell/src/ssr.tsx). rspack.base.ts generates the entry that
 * passes the remote's exposes here, after the build's catalogs in every language (issue #24).
 */
import type { ComponentType } from 'react';
import { i18n } from '@dl/shared-config';
import { isSiteLanguage } from '@dl/contract';
import { renderApp, type RenderRequest } from './render';

type Exposed = Record<string, { default: ComponentType<Record<string, unknown>> }>;

export interface RemoteRenderer {
  /** Markup of one exposed module with the props the shell gives it, or null for a module this build lacks. */
  render(expose: string, props: Record<string, unknown>, req: RenderRequest): string | null;
}

export function createRemoteRenderer(exposed: Exposed): RemoteRenderer {
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
