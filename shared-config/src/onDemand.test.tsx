/**
 * useOnDemand: nothing is loaded before `load()`, the component renders again with the module once it is there, a
 * failed load rejects and leaves the module as it was while the next `load()` tries again, and a component mounted
 * later starts without it (no cache at the module's level).
 */
import { act, renderHook } from '@testing-library/react';
import { useOnDemand } from './onDemand';

describe('useOnDemand', () => {
  it('loads on load() only, and renders again with the module', async () => {
    const endpoints = { name: 'endpoints' };
    const importer = jest.fn(() => Promise.resolve(endpoints));
    const { result } = renderHook(() => useOnDemand(importer));
    expect(result.current.module).toBeNull();
    expect(importer).not.toHaveBeenCalled();

    let loaded: unknown;
    await act(async () => {
      loaded = await result.current.load();
    });
    expect(loaded).toBe(endpoints);
    expect(result.current.module).toBe(endpoints);
  });

  it('rejects a failed load, keeps what it had, and tries again on the next load()', async () => {
    const importer = jest.fn<Promise<{ n: number }>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ n: 2 });
    const { result } = renderHook(() => useOnDemand(importer));
    await act(async () => {
      await expect(result.current.load()).rejects.toThrow('ChunkLoadError');
    });
    expect(result.current.module).toBeNull();
    await act(async () => {
      await result.current.load();
    });
    expect(result.current.module).toEqual({ n: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('keeps the module in the component: one mounted later starts without it', async () => {
    const importer = () => Promise.resolve({ ok: true });
    const first = renderHook(() => useOnDemand(importer));
    await act(async () => {
      await first.result.current.load();
    });
    expect(first.result.current.module).toEqual({ ok: true });
    const later = renderHook(() => useOnDemand(importer));
    expect(later.result.current.module).toBeNull();
  });

  it('uses the importer of the latest render, through a load() that stays the same', async () => {
    const { result, rerender } = renderHook(({ importer }) => useOnDemand(importer), { initialProps: { importer: () => Promise.resolve('old') } });
    const load = result.current.load;
    rerender({ importer: () => Promise.resolve('new') });
    expect(result.current.load).toBe(load);
    await act(async () => {
      await result.current.load();
    });
    expect(result.current.module).toBe('new');
  });
});
