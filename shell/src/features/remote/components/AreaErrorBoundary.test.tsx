import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary';

let failing = true;
function Flaky() {
  if (failing) throw new Error('remote entry failed to load');
  return <p>Content area is back</p>;
}

describe('AreaErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows a clear panel with Retry, and Retry renders the area again', async () => {
    failing = true;
    const onRetry = jest.fn(() => {
      failing = false;
    });
    function Page() {
      const [n] = useState(0);
      return (
        <>
          <nav>Site navigation {n}</nav>
          <AreaErrorBoundary area="content" onRetry={onRetry}>
            <Flaky />
          </AreaErrorBoundary>
        </>
      );
    }
    render(<Page />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('This page could not be loaded');
    expect(screen.getByText(/Site navigation/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Content area is back')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a failing account menu small', () => {
    failing = true;
    render(
      <AreaErrorBoundary area="auth" onRetry={() => {}} compact>
        <Flaky />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Account menu unavailable · Retry' })).toBeInTheDocument();
  });
});
