/**
 * useLaterQuery: nothing is asked before work that can wait is allowed, the answer shows once the endpoint's module
 * has loaded, a new key asks again and never shows the old key's answer, and an unmount before the module has loaded
 * leaves no subscription, no state update and no error.
 */
import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, type AppDispatch } from './store';
import { holdIdleWork } from './idleWork';
import { useLaterQuery, type AskedQuery } from './laterQuery';

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** One call of `ask`: its module (to load when the test says) and its query (to answer when the test says). */
interface Asked {
  key: string;
  loadModule(): void;
  failModule(): void;
  answer(result: string): void;
  unsubscribe: jest.Mock;
}

/** A fake `ask`: each call is recorded and waits until the test loads its module and answers its query. */
function fakeAsk() {
  const calls: Asked[] = [];
  const ask = jest.fn((_dispatch: AppDispatch, key: string) => {
    const module = deferred<{ query: AskedQuery<string> }>();
    const result = deferred<string>();
    const unsubscribe = jest.fn();
    const query: AskedQuery<string> = { then: (onOk, onFail) => result.promise.then(onOk, onFail), unsubscribe };
    calls.push({ key, loadModule: () => module.resolve({ query }), failModule: () => module.reject(new Error('ChunkLoadError')), answer: result.resolve, unsubscribe });
    return module.promise;
  });
  return { ask, calls };
}

function Probe({ k, ask }: { k: string | null; ask: ReturnType<typeof fakeAsk>['ask'] }) {
  return <output>{useLaterQuery(k, ask) ?? 'nothing'}</output>;
}

function renderProbe(k: string | null, ask: ReturnType<typeof fakeAsk>['ask']) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <Probe k={k} ask={ask} />
    </Provider>,
  );
  const rerender = (next: string | null) =>
    view.rerender(
      <Provider store={store}>
        <Probe k={next} ask={ask} />
      </Provider>,
    );
  return { store, ...view, rerender, shown: () => view.container.querySelector('output')!.textContent };
}

/** Lets pending promises and microtasks (the idle-work decision, the module's and the query's answers) run. */
const settle = () => act(async () => {});

let consoleError: jest.SpyInstance;
const releases: (() => void)[] = [];
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  // Idle work is a page-wide singleton: no test leaves it held for the next.
  for (const release of releases.splice(0)) release();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

it('asks nothing while work that can wait is held, then asks once, for the key, with the store’s dispatch', async () => {
  const { ask } = fakeAsk();
  const release = holdIdleWork();
  releases.push(release);
  const { store, shown } = renderProbe('a', ask);
  await settle();
  expect(ask).not.toHaveBeenCalled();
  expect(shown()).toBe('nothing');

  await act(async () => release());
  expect(ask).toHaveBeenCalledTimes(1);
  expect(ask).toHaveBeenCalledWith(store.dispatch, 'a');
});

it('counts a hold its page takes in the same render (the page’s effect runs after its children’s)', async () => {
  const { ask } = fakeAsk();
  function Page() {
    useEffect(() => {
      const release = holdIdleWork();
      releases.push(release);
    }, []);
    return <Probe k="a" ask={ask} />;
  }
  render(
    <Provider store={makeStore()}>
      <Page />
    </Provider>,
  );
  await settle();
  expect(ask).not.toHaveBeenCalled();

  await act(async () => releases.splice(0).forEach((release) => release()));
  expect(ask).toHaveBeenCalledTimes(1);
});

it('asks nothing for a null key', async () => {
  const { ask } = fakeAsk();
  const { shown } = renderProbe(null, ask);
  await settle();
  expect(ask).not.toHaveBeenCalled();
  expect(shown()).toBe('nothing');
});

it('shows the answer once the module has loaded, not before', async () => {
  const { ask, calls } = fakeAsk();
  const { shown } = renderProbe('a', ask);
  await settle();
  expect(calls).toHaveLength(1);

  calls[0].answer('answer for a');
  await settle();
  expect(shown()).toBe('nothing');

  await act(async () => calls[0].loadModule());
  expect(shown()).toBe('answer for a');
});

it('asks again for a new key and never shows the old key’s answer for it', async () => {
  const { ask, calls } = fakeAsk();
  const { shown, rerender } = renderProbe('a', ask);
  await settle();
  calls[0].loadModule();
  calls[0].answer('answer for a');
  await settle();
  expect(shown()).toBe('answer for a');

  rerender('b');
  expect(shown()).toBe('nothing');
  await settle();
  expect(ask).toHaveBeenCalledTimes(2);
  expect(calls[1].key).toBe('b');
  expect(calls[0].unsubscribe).toHaveBeenCalled();
  expect(shown()).toBe('nothing');

  calls[1].loadModule();
  calls[1].answer('answer for b');
  await settle();
  expect(shown()).toBe('answer for b');
  expect(calls[1].unsubscribe).not.toHaveBeenCalled();
});

it('drops the old key’s answer when it comes after the key changed', async () => {
  const { ask, calls } = fakeAsk();
  const { shown, rerender } = renderProbe('a', ask);
  await settle();
  rerender('b');
  await settle();
  expect(calls.map((c) => c.key)).toEqual(['a', 'b']);

  // a's module and answer come late, while b's are still on their way.
  calls[0].loadModule();
  calls[0].answer('answer for a');
  await settle();
  expect(shown()).toBe('nothing');
  expect(calls[0].unsubscribe).toHaveBeenCalled();

  calls[1].loadModule();
  calls[1].answer('answer for b');
  await settle();
  expect(shown()).toBe('answer for b');
});

it('shows nothing, and no error, when the module cannot load', async () => {
  const { ask, calls } = fakeAsk();
  const { shown } = renderProbe('a', ask);
  await settle();
  calls[0].failModule();
  await settle();
  expect(shown()).toBe('nothing');
});

it('unmounted before the module has loaded: no subscription left, no state update, no error', async () => {
  // Every state setter the hook (and the idle-work hook under it) uses, recording the calls made after the unmount.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require('react') as typeof import('react');
  const realUseState = React.useState;
  let unmounted = false;
  const updatesAfterUnmount: unknown[] = [];
  const useState = jest.spyOn(React, 'useState').mockImplementation(((initial: unknown) => {
    const [value, set] = realUseState(initial);
    const recordingSet: Dispatch<SetStateAction<unknown>> = (next) => {
      if (unmounted) updatesAfterUnmount.push(next);
      set(next);
    };
    return [value, recordingSet];
  }) as typeof React.useState);
  try {
    const { ask, calls } = fakeAsk();
    const { unmount } = renderProbe('a', ask);
    await settle();
    expect(calls).toHaveLength(1);

    unmount();
    unmounted = true;
    calls[0].loadModule();
    calls[0].answer('answer for a');
    await settle();

    expect(calls[0].unsubscribe).toHaveBeenCalled();
    expect(updatesAfterUnmount).toEqual([]);
    expect(useState).toHaveBeenCalled();
  } finally {
    useState.mockRestore();
  }
});
