import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { ExposeOf, PropsOf, RemoteArea } from '@dl/shared-config';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { loadedRouteModule, loadRouteModule, routeModule } from '../remotes';
import { Spinner } from './Spinner';
import { RemoteMarkupContext } from '../serverMarkup';

const cache = new Map<string, ComponentType<Record<string, unknown>>>();

function lazyModule(area: RemoteArea, expose: string, attempt: number) {
  const key = `${area}:${expose}:${attempt}`;
  let C = cache.get(key);
  if (!C) {
    // A module loaded before the first render (the first route's page, see boot) renders at once, without a
    // suspended render and a spinner first; one still loading is waited for, not loaded again. Retry loads anew.
    type Page = ComponentType<Record<string, unknown>>;
    const ready = attempt === 0 ? loadedRouteModule<Page>(area, expose) : undefined;
    C = ready ? ready.default : lazy(() => (attempt === 0 ? routeModule<Page>(area, expose) : loadRouteModule<Page>(area, expose)));
    cache.set(key, C);
  }
  return C;
}

/** Rendered beside the module inside Suspense, so its effect runs once the module's content is on screen. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(() => onRendered(), [onRendered]);
  return null;
}

interface Props {
  area: RemoteArea;
  expose: string;
  props?: object;
  /** A small inline fallback (the nav's account menu) instead of the full area panel. */
  compact?: boolean;
  /** Called once the module has rendered (not while its spinner shows). */
  onRendered?: () => void;
}

/**
 * What the shell may render of a remote: a module of the remote contract (contract/src/remoteContract.ts)
 * with the props that module takes; another name or props of another type fail the type check.
 */
export type RemoteModuleProps<A extends RemoteArea, E extends ExposeOf<A>> = Omit<Props, 'area' | 'expose' | 'props'> & { area: A; expose: E } & (PropsOf<A, E> extends Record<string, never> ? { props?: PropsOf<A, E> } : { props: PropsOf<A, E> });

/** Loads an exposed module of a remote lazily, with a spinner and the area's error boundary. */
export function RemoteModule<A extends RemoteArea, E extends ExposeOf<A>>(typed: RemoteModuleProps<A, E>) {
  const p = typed as Props;
  const serverMarkup = useContext(RemoteMarkupContext);
  if (serverMarkup) {
    // The server render: the remote's own server build renders the module (same wrapper element as below).
    const html = serverMarkup(p.area, p.expose, (p.props ?? {}) as Record<string, unknown>);
    if (html !== null) return <div className="remote-area" data-remote-area={p.area} dangerouslySetInnerHTML={{ __html: html }} />;
    return (
      <div className="remote-area" data-remote-area={p.area}>
        {p.compact ? null : <Spinner />}
      </div>
    );
  }
  return <ClientRemoteModule {...p} />;
}

function ClientRemoteModule({ area, expose, props = {}, compact, onRendered }: Props) {
  const [attempt, setAttempt] = useState(0);
  const C = useMemo(() => lazyModule(area, expose, attempt), [area, expose, attempt]);
  // A new attempt loads the module anew: the federation loader forgets a failed load, the bundler refetches a
  // chunk that failed.
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <div className="remote-area" data-remote-area={area}>
      <AreaErrorBoundary area={area} onRetry={retry} compact={compact}>
        <Suspense fallback={compact ? null : <Spinner />}>
          <C {...(props as Record<string, unknown>)} />
          {onRendered ? <Rendered onRendered={onRendered} /> : null}
        </Suspense>
      </AreaErrorBoundary>
    </div>
  );
}
