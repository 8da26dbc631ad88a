import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Reports in the browser console when a remote was built against another version of a shared singleton than
 * the one the page runs, with both versions; the page keeps running on the loaded singleton. A runtime plugin
 * runs before the share scope exists, so it must not import any shared module.
 */
export default function versionReportPlugin(): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  return {
    name: 'shell-shared-version-report',
    resolveShare(args) {
      const resolve = args.resolver;
      const wanted = args.shareInfo;
      args.resolver = () => {
        const result = resolve();
        const running = result?.shared;
        if (running && wanted.version && running.version && running.version !== wanted.version && wanted.from !== running.from) {
          const key = `${args.pkgName}|${wanted.from}|${wanted.version}|${running.version}`;
          if (!reported.has(key)) {
            reported.add(key);
            console.warn(
              `[federation] shared singleton ${args.pkgName}: ${wanted.from} was built with ${wanted.version}, the page runs ${running.version} (from ${running.from}); keeping ${running.version}.`,
            );
          }
        }
        return result;
      };
      return args;
    },
  };
}
