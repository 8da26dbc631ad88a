/**
 * The shell's entry. Its shared singletons are loaded before it runs (asyncStartup); what remains of the start-up
 * is evaluating them and the shell, then rendering. Done at once, that is one task of 150–200 ms on a mid-range
 * phone (Lighthouse's 4× slowdown), during which the page, already painted from the server's markup, answers
 * nothing: Total Blocking Time. The evaluation is therefore split into three tasks, each short of the 50 ms a
 * task may take before it blocks: the store and the configuration (shared-config with Redux Toolkit), React DOM,
 * then the shell, whose boot renders in slices of its own (a transition). The imports are eager: no chunk or
 * request is added, only the order and the breaks between evaluations. bench/README.md, sixth round, has the
 * measurement.
 */
// A message to itself rather than setTimeout: timers in a background tab are held back to once a second, which
// would delay the start-up of a page opened in a new tab by two seconds.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

void (async () => {
  await import(/* webpackMode: "eager" */ '@dl/shared-config');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/boot');
})();
