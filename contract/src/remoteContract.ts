/**
 * The contract between the shell and the remotes: which modules each remote exposes and the props each takes. It is
 * declared here once, and checked by the type checker everywhere it is used:
 *
 * - each remote's build exposes exactly these modules (`exposeFiles` in rspack.base.ts derives its
 *   `exposes` from this object, `./src/exposes/<Name>.tsx`), and its `src/exposes/index.ts` states that each module
 *   takes these props (`ExposedModules`): a module missing or taking other props fails the remote's type check;
 * - the route table (routes.ts) names only modules of this contract, with the static props their page takes, and the
 *   shell's `RemoteModule` is given the props of the module it loads: a wrong name or prop fails the type check.
 *
 * Why a contract in source rather than the federation plugin's type archives (`dts`): the check runs in one type
 * check of the repository with no build and no network (the plugin's archives are made by each remote's build and
 * fetched by the host's), and a change of contract is one reviewed change that both sides' type checks see at once.
 * A remote deployed from another repository depends on the published contract package in the same way.
 *
 * This module imports nothing at run time: the builds' configurations (Node) read it too.
 */
import type { RemoteArea } from './types';

export const REMOTE_AREAS: readonly RemoteArea[] = ['downloader', 'auth', 'preview', 'content'];

/** The federation name of each remote (the `name` its build declares; `<name>/<module>` loads a module). */
export const REMOTE_NAMES = {
  downloader: 'mf_downloader',
  auth: 'mf_auth',
  preview: 'mf_preview',
  content: 'mf_content',
} as const satisfies Record<RemoteArea, string>;

/** A module that takes no props of its own. */
export type NoProps = Record<never, never>;

/** What a routed page module receives from the shell: route params and the route table's static props. */
export interface RouteModuleProps<Props extends Record<string, string> = NoProps> {
  /** Route params, e.g. { id } for /blog/:id or { shortId } for /p/:shortId (the route's path guarantees them). */
  params: Record<string, string>;
  /** Static props from the route table, e.g. { platformId }. */
  props: Partial<Props>;
}

/** A module of the contract, carrying the type of its props (the value itself is an empty marker). */
export interface Exposed<Props> {
  readonly __props?: Props;
}
const page = <Props extends Record<string, string> = NoProps>(): Exposed<RouteModuleProps<Props>> => ({});
const component = <Props>(): Exposed<Props> => ({});

/** The contract: area → exposed module ('./HomePage') → its props. */
export const REMOTE_CONTRACT = {
  downloader: {
    './HomePage': page<{ share: string }>(),
    /** `variant: 'mp3'`: the platform's MP3 page (issue #49), its copy of MP3 and the other audio formats. */
    './PlatformPage': page<{ platformId: string; variant: string }>(),
  },
  auth: {
    /** The navigation's account area (sign in and up, or the user's menu); it takes no props. */
    './AccountMenu': component<NoProps>(),
    './SubscriptionPage': page(),
  },
  preview: {
    './PreviewPage': page(),
    './ShortLinkPage': page(),
  },
  content: {
    './GuidePage': page(),
    './BlogPage': page(),
    './BlogPostPage': page(),
    './HelpPage': page(),
    './CookieSettingsPage': page(),
    './PrivacyPage': page(),
    './DmcaPage': page(),
    './TermsPage': page(),
    './GlossaryPage': page(),
    './NetworkPage': page(),
    './StatusPage': page(),
  },
} as const satisfies Record<RemoteArea, Record<`./${string}`, Exposed<unknown>>>;

export type RemoteContract = typeof REMOTE_CONTRACT;
/** The modules an area's remote exposes ('./HomePage' | './PlatformPage'). */
export type ExposeOf<A extends RemoteArea> = keyof RemoteContract[A] & string;
/** The props an exposed module takes. */
export type PropsOf<A extends RemoteArea, E extends ExposeOf<A>> = RemoteContract[A][E] extends Exposed<infer P> ? P : never;
/** The route table's static props for a routed page module (never for a module that is not a page). */
export type RoutePropsOf<A extends RemoteArea, E extends ExposeOf<A>> = PropsOf<A, E> extends RouteModuleProps<infer P> ? Partial<P> : never;

/**
 * What a remote's `src/exposes/index.ts` states: that its modules are the contract's, each a default-exported
 * component taking the contract's props, and optionally a `prepare` taking the same props: what the page needs
 * loaded before its first render beyond its app's catalogs (a landing page's copy in the page's language), which the
 * shell awaits before rendering the page first. `Modules` is `{ './HomePage': typeof import('./HomePage'), … }`.
 */
export type ExposedModules<
  A extends RemoteArea,
  Modules extends { [E in ExposeOf<A>]: { default: (props: PropsOf<A, E>) => unknown; prepare?: (props: PropsOf<A, E>) => Promise<void> } },
> = Modules;
