/**
 * A smaller runtime for consuming shared modules, in every app's entry (the shell's `main` and each remote
 * entry): the page loads two of them before its first render.
 *
 * The bundler's runtime (`consumes_loading`, webpack's template) handles every kind of shared module: strict
 * versions, non-singletons, version ranges parsed and checked in the browser, and a console warning for an
 * unsatisfied singleton. That is about 2 KB gzip per entry, and this site uses one kind only: every shared module
 * is a singleton with a fallback and no strict version (rspack.base.ts `sharedSingletons`), whose mismatches the
 * shell's loader reports itself (shell/src/mf/federation.ts: one console line per package, naming both builds).
 *
 * For that kind the runtime's behaviour is kept exactly: the module's share scope is initialised, the version
 * already loaded is taken, else the highest offered, else the build's own fallback. The build's data (which
 * modules, which chunks) and the chunk-loading part are the bundler's own, untouched; only the helpers between
 * them are replaced. The build fails, naming this file, if the bundler's runtime no longer has the expected
 * shape or a shared module of another kind appears, rather than shipping a runtime that does not fit.
 */
import type { Compiler } from '@rspack/core';

const NAME = 'ConsumesRuntimePlugin';

/** Between the bundler's data and its chunk handler: singleton-with-fallback resolution only. */
const HELPERS = `var get = function(entry) {
	entry.loaded = 1;
	return entry.get();
};
var resolveHandler = function(data) {
	return function() {
		var pick = function() {
			var scope = __webpack_require__.S[data.shareScope];
			if (!scope || !__webpack_require__.o(scope, data.shareKey)) return data.fallback();
			var versions = scope[data.shareKey];
			var version = Object.keys(versions).reduce(function(a, b) {
				return !a || (!versions[a].loaded && versionLt(a, b)) ? b : a;
			}, 0);
			return get(versions[version]);
		};
		var init = __webpack_require__.I(data.shareScope);
		return init && init.then ? init.then(pick) : pick();
	};
};
`;

function fail(why: string): never {
  throw new Error(`build/consumesRuntime.ts: ${why}. Update the plugin for this rspack version, or remove it from rspack.base.ts.`);
}

/** The bundler's consumes runtime with its version-range helpers replaced by HELPERS. */
export function slimConsumesRuntime(source: string): string {
  const cut = (marker: string) => {
    const at = source.indexOf(marker);
    if (at < 0) fail(`the consumes runtime has no "${marker}"`);
    return at;
  };
  const dataEnd = cut('var parseRange = ');
  const versionStart = cut('var parseVersion = ');
  const versionEnd = cut('var rangeToString = ');
  const handlerStart = cut('var consumeSharedInstalledModules = {};');
  if (!(dataEnd < versionStart && versionStart < versionEnd && versionEnd < handlerStart)) fail('the consumes runtime has its parts in another order');
  const data = source.slice(0, dataEnd);
  const count = (re: RegExp) => (data.match(re) ?? []).length;
  const modules = count(/shareScope: /g);
  if (count(/singleton: true/g) !== modules || count(/strictVersion: false/g) !== modules || count(/fallback: /g) !== modules) {
    fail('a shared module is not a singleton with a fallback and no strict version');
  }
  return data + source.slice(versionStart, versionEnd) + HELPERS + source.slice(handlerStart);
}

export class ConsumesRuntimePlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let replaced = false;
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        if (module.name !== 'consumes_loading' || !module.source) return;
        module.source.source = Buffer.from(slimConsumesRuntime(module.source.source.toString('utf-8')), 'utf-8');
        replaced = true;
      });
      // Every app consumes shared singletons: a build without the runtime module means rspack renamed it.
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        if (!replaced) compilation.errors.push(new compiler.rspack.WebpackError(`build/consumesRuntime.ts: this build has no "consumes_loading" runtime module to replace. Update the plugin for this rspack version, or remove it from rspack.base.ts.`));
      });
    });
  }
}
