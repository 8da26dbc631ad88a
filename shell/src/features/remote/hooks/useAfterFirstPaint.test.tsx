import { act, render, screen } from '@testing-library/react';
import { holdIdleWork } from '@dl/shared-config';
import { markPageReady } from '../pageReady';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe({ now }: { now?: boolean }) {
  return <p>{useAfterFirstPaint(now) ? 'loaded' : 'waiting'}</p>;
}

// The page-ready flag is set once per page, so the order of these tests matters: it is still unset here.
describe('useAfterFirstPaint (the nav account menu loads after the page content)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('still turns true 3 s after load when the route content never renders (a failed remote)', () => {
    render(<Probe />);
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('stays false until the route content has rendered, then turns true once the browser is idle', () => {
    render(<Probe />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => markPageReady());
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('waits while the page holds it back (a preview whose media has not shown its first frame), at most 5 s', () => {
    const release = holdIdleWork();
    render(<Probe />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => release());
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('loaded')).toBeInTheDocument();
    // A media that never loads does not hold the rest for ever.
    holdIdleWork();
    render(<Probe />);
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getAllByText(/^(waiting|loaded)$/).map((p) => p.textContent)).toEqual(['loaded', 'waiting']);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getAllByText('loaded')).toHaveLength(2);
  });

  it('waits for the load event at most 5 s (a media element in the server\'s page holds it until its first frame)', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      render(<Probe />);
      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText('waiting')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByText('loaded')).toBeInTheDocument();
    } finally {
      readyState.mockRestore();
    }
  });

  it('is true at once when asked to load now (an email link in the address)', () => {
    render(<Probe now />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
