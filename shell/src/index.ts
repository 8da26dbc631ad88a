/**
 * The shell's entry: the site's stylesheet (linked in the HTML, so the server's markup paints styled) and the
 * start-up. Everything that uses a shared singleton loads behind `import()`: the federation runtime resolves
 * each shared module (the page's own copy, which remotes then share) when its chunk loads. The start-up chunks
 * (the singletons, the shell's `start` and `boot`) are listed in the shell's mf-manifest.json, and the server
 * preloads them with the entry, so the steps below cost no extra round trip. `start` registers the remotes and
 * chooses the page's copy of React Router before `boot`, the first chunk that takes it, loads.
 *
 * Evaluated at once, the start-up is one task of 150–200 ms on a mid-range phone (Lighthouse's 4× slowdown),
 * during which the page, already painted from the server's markup, answers nothing: Total Blocking Time. The
 * evaluation is therefore split into three tasks, each short of the 50 ms a task may take before it blocks:
 * the store and the configuration (shared-config with Redux Toolkit), React DOM, then the shell, whose boot
 * renders in slices of its own (a transition). bench/README.md's sixth round (in git at 84d4e02) measured it.
 */
import './ui/global.css';
import { nextTask } from '@dl/shared-config/tasks';

void (async () => {
  await import('@dl/shared-config');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  // The configuration, the remotes and the page's copies of lean-shared packages, then what takes React Router.
  const started = await (await import(/* webpackChunkName: "start" */ './app/start')).start();
  await (await import(/* webpackChunkName: "boot" */ './app/boot')).boot(started);
})();
