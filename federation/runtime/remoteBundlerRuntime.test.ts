/**
 * A remote's production build runs on the bundler runtime the shell lends it (bundlerRuntime.ts): the functions are
 * the shell's, the federation state the remote's own, and a page with no shell says what is wrong.
 */
import federation from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL, lendBundlerRuntime } from './bundlerRuntime';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL];
});

it('takes the shell’s functions, keeps a state of its own per build, and brings the one function a shell leaves out', async () => {
  lendBundlerRuntime(federation);
  let first!: typeof import('./remoteBundlerRuntime').default;
  let second!: typeof first;
  await jest.isolateModulesAsync(async () => {
    first = (await import('./remoteBundlerRuntime')).default;
  });
  await jest.isolateModulesAsync(async () => {
    second = (await import('./remoteBundlerRuntime')).default;
  });
  expect(first.bundlerRuntime.consumes).toBe(federation.bundlerRuntime?.consumes);
  expect(first.bundlerRuntime.init).toBe(federation.bundlerRuntime?.init);
  expect(first.attachShareScopeMap).toBe(federation.attachShareScopeMap);
  expect(typeof first.bundlerRuntime.initContainerEntry).toBe('function');
  // Each build's federation object, share scopes and runtime entry (which holds its instance) are its own.
  expect(first).not.toBe(second);
  expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
  expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
  expect(first.runtime).not.toBe(federation.runtime);
});

it('loaded on a page where no shell lent its runtime, fails with a message that says so', async () => {
  await expect(jest.isolateModulesAsync(async () => void (await import('./remoteBundlerRuntime')))).rejects.toThrow(
    /production build of a remote runs inside the shell.*no shell has loaded one on this page/,
  );
});
