/**
 * Code loaded on demand, kept by the component that asked for it: `@dl/shared-config/onDemand`. Like
 * `@dl/shared-config/laterQuery` it holds no state of its own, so it is not a shared singleton: each remote that uses
 * it bundles it.
 */
import { useCallback, useRef, useState } from 'react';

/** A module loaded on demand: null until it is there; `load` asks for it (again after a failure). */
export interface OnDemand<M> {
  module: M | null;
  load(): Promise<M>;
}

/**
 * A module loaded when the component asks for it, not with the page: typically RTK Query endpoints injected into the
 * one API (`api.injectEndpoints`), with the components that show their answers. `load()` imports it (`importer`: an
 * `import()`, and whatever must be ready before it is used), resolves to it and renders the component again with it
 * as `module`; it is null before. The component's state holds it, nothing at the module's level: a component mounted
 * later loads it again, which the bundler answers from the code it already has. A failed load rejects and leaves
 * `module` as it was, so the next `load()` tries again. The `importer` of the latest render is used.
 *
 * ```ts
 * const results = useOnDemand(() => import('../results'));
 * // on the visitor's first use of the form: results.load(); once there: results.module?.VideoResult
 * ```
 */
export function useOnDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  const [module, setModule] = useState<M | null>(null);
  const importNow = useRef(importer);
  importNow.current = importer;
  const load = useCallback(
    () =>
      importNow.current().then((loaded) => {
        setModule(() => loaded);
        return loaded;
      }),
    [],
  );
  return { module, load };
}
