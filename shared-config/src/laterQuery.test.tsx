/**
 * useLaterQuery: nothing is asked before work that can wait is allowed, the call is dispatched in the task after the
 * endpoint's module has loaded, the answer shows once both have come, a new key asks again and never shows the old
 * key's answer, and an unmount before the module has loaded (or before the call) leaves no subscription, no state
 * update and no error.
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

/** One ask: its module (to load when the test says), and its call once dispatched (answered when the test says). */
interface Asked {
  loadModule(): void;
  failModule(): void;
  answer(result: string): void;
  unsubscribe: jest.Mock;
  /** The key its call was dispatched for; null while it is not dispatched. */
  key: string | null;
}

/** The module a fake ask loads: it answers the call its `initiate` dispatches. */
interface FakeModule {
  asked: Asked;
  result: Promise<string>;
}

/** A fake later query: each ask is recorded, and waits until the test loads its module and answers its call. */
function fakeQuery() {
  const calls: Asked[] = [];
  const load = jest.fn(() => {
    const module = deferred<FakeModule>();
    const result = deferred<string>();
    const asked: Asked = {
      loadModule: () => module.resolve({ asked, result: result.promise }),
      failModule: () => module.reject(new Error('ChunkLoadError')),
      answer: result.resolve,
      unsubscribe: jest.fn(),
      key: null,
    };
    calls.push(asked);
    return module.promise;
  });
  const initiate = jest.fn((loaded: FakeModule, _dispatch: AppDispatch, key: string): AskedQuery<string> => {
    loaded.asked.key = key;
    return { then: (onOk, onFail) => loaded.result.then(onOk, onFail), unsubscribe: loaded.asked.unsubscribe };
  });
  return { query: { load, initiate }, calls };
}

type Query = ReturnType<typeof fakeQuery>['query'];

function Probe({ k, query }: { k: string | null; query: Query }) {
  return <output>{useLaterQuery(k, query) ?? 'nothing'}</output>;
}

function renderProbe(k: string | null, query: Query) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <Probe k={k} query={query} />
    </Provider>,
  );
  const rerender = (next: string | null) =>
    view.rerender(
      <Provider store={store}>
        <Probe k={next} query={query} />
      </Provider>,
    );
  return { store, ...view, rerender, shown: () => view.container.querySelector('output')!.textContent };
}

/** Lets pending promises and tasks (the idle-work decision, the module, the next task, the call's answer) run. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 3; round++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

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

it('asks nothing while work that can wait is held, then loads once and dispatches for the key with the store’s dispatch', async () => {
  const { query, calls } = fakeQuery();
  const release = holdIdleWork();
  releases.push(release);
  const { store, shown } = renderProbe('a', query);
  await settle();
  expect(query.load).not.toHaveBeenCalled();
  expect(shown()).toBe('nothing');

  await act(async () => release());
  expect(query.load).toHaveBeenCalledTimes(1);
  calls[0].loadModule();
  await settle();
  expect(query.initiate).toHaveBeenCalledTimes(1);
  expect(query.initiate).toHaveBeenCalledWith(expect.objectContaining({ asked: calls[0] }), store.dispatch, 'a');
});

it('dispatches the call in the task after the module has loaded, not in the same one', async () => {
  const { query, calls } = fakeQuery();
  renderProbe('a', query);
  await settle();
  // The module comes: only its promise callbacks (this task's microtasks) run, and the call waits for the next task.
  await act(async () => calls[0].loadModule());
  expect(query.initiate).not.toHaveBeenCalled();
  await settle();
  expect(query.initiate).toHaveBeenCalledTimes(1);
});

it('counts a hold its page takes in the same render (the page’s effect runs after its children’s)', async () => {
  const { query } = fakeQuery();
  function Page() {
    useEffect(() => {
      const release = holdIdleWork();
      releases.push(release);
    }, []);
    return <Probe k="a" query={query} />;
  }
  render(
    <Provider store={makeStore()}>
      <Page />
    </Provider>,
  );
  await settle();
  expect(query.load).not.toHaveBeenCalled();

  await act(async () => releases.splice(0).forEach((release) => release()));
  expect(query.load).toHaveBeenCalledTimes(1);
});

it('asks nothing for a null key', async () => {
  const { query } = fakeQuery();
  const { shown } = renderProbe(null, query);
  await settle();
  expect(query.load).not.toHaveBeenCalled();
  expect(shown()).toBe('nothing');
});

it('shows the answer once the module has loaded, not before', async () => {
  const { query, calls } = fakeQuery();
  const { shown } = renderProbe('a', query);
  await settle();
  expect(calls).toHaveLength(1);

  calls[0].answer('answer for a');
  await settle();
  expect(shown()).toBe('nothing');

  calls[0].loadModule();
  await settle();
  expect(shown()).toBe('answer for a');
});

it('asks again for a new key and never shows the old key’s answer for it', async () => {
  const { query, calls } = fakeQuery();
  const { shown, rerender } = renderProbe('a', query);
  await settle();
  calls[0].loadModule();
  calls[0].answer('answer for a');
  await settle();
  expect(shown()).toBe('answer for a');

  rerender('b');
  expect(shown()).toBe('nothing');
  await settle();
  expect(query.load).toHaveBeenCalledTimes(2);
  expect(calls[0].unsubscribe).toHaveBeenCalled();
  expect(shown()).toBe('nothing');

  calls[1].loadModule();
  calls[1].answer('answer for b');
  await settle();
  expect(calls[1].key).toBe('b');
  expect(shown()).toBe('answer for b');
  expect(calls[1].unsubscribe).not.toHaveBeenCalled();
});

it('drops the old key’s answer when it comes after the key changed, and does not dispatch the old key’s call', async () => {
  const { query, calls } = fakeQuery();
  const { shown, rerender } = renderProbe('a', query);
  await settle();
  rerender('b');
  await settle();
  expect(calls).toHaveLength(2);

  // a's module and answer come late, while b's are still on their way.
  calls[0].loadModule();
  calls[0].answer('answer for a');
  await settle();
  expect(shown()).toBe('nothing');
  expect(calls[0].key).toBeNull();

  calls[1].loadModule();
  calls[1].answer('answer for b');
  await settle();
  expect(shown()).toBe('answer for b');
  expect(query.initiate).toHaveBeenCalledTimes(1);
});

it('unmounted after the call was dispatched: it stops following the call, and the late answer changes nothing', async () => {
  const { query, calls } = fakeQuery();
  const { unmount } = renderProbe('a', query);
  await settle();
  calls[0].loadModule();
  await settle();
  expect(calls[0].key).toBe('a');
  expect(calls[0].unsubscribe).not.toHaveBeenCalled();

  unmount();
  expect(calls[0].unsubscribe).toHaveBeenCalledTimes(1);
  calls[0].answer('answer for a');
  await settle();
});

it('shows nothing, and no error, when the module cannot load', async () => {
  const { query, calls } = fakeQuery();
  const { shown } = renderProbe('a', query);
  await settle();
  calls[0].failModule();
  await settle();
  expect(shown()).toBe('nothing');
  expect(query.initiate).not.toHaveBeenCalled();
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
    const { query, calls } = fakeQuery();
    const { unmount } = renderProbe('a', query);
    await settle();
    expect(calls).toHaveLength(1);

    unmount();
    unmounted = true;
    calls[0].loadModule();
    calls[0].answer('answer for a');
    await settle();

    // The module came after the unmount: the call is never dispatched, so nothing is subscribed.
    expect(query.initiate).not.toHaveBeenCalled();
    expect(updatesAfterUnmount).toEqual([]);
    expect(useState).toHaveBeenCalled();
  } finally {
    useState.mockRestore();
  }
});
