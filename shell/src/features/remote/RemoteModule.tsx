import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RemoteArea } from '@dl/shared-config';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { loadRouteModule, resetRemote } from './remotes';
import { Spinner } from './Spinner';

const cache = new Map<string, ComponentType<Record<string, unknown>>>();

function lazyModule(area: RemoteArea, expose: string, attempt: number) {
  const key = `${area}:${expose}:${attempt}`;
  let C = cache.get(key);
  if (!C) {
    C = lazy(() => loadRouteModule<ComponentType<Record<string, unknown>>>(area, expose));
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
  props?: Record<string, unknown>;
  /** A small inline fallback (the nav's account menu) instead of the full area panel. */
  compact?: boolean;
  /** Called once the module has rendered (not while its spinner shows). */
  onRendered?: () => void;
}

/** Loads an exposed module of a remote lazily, with a spinner and the area's error boundary. */
export function RemoteModule({ area, expose, props = {}, compact, onRendered }: Props) {
  const [attempt, setAttempt] = useState(0);
  const C = useMemo(() => lazyModule(area, expose, attempt), [area, expose, attempt]);
  const retry = useCallback(() => {
    resetRemote(area);
    setAttempt((n) => n + 1);
  }, [area]);
  return (
    <div className="remote-area" data-remote-area={area}>
      <AreaErrorBoundary area={area} onRetry={retry} compact={compact}>
        <Suspense fallback={compact ? null : <Spinner />}>
          <C {...props} />
          {onRendered ? <Rendered onRendered={onRendered} /> : null}
        </Suspense>
      </AreaErrorBoundary>
    </div>
  );
}
