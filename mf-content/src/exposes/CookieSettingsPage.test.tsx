import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_KEY, CONSENT_EVENT } from '@dl/shared-config';
import { renderWithProviders } from '@dl/shared-config/testing';
import CookieSettingsPage from './CookieSettingsPage';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as { analytics: boolean; advertising: boolean } | null;
const render = () => renderWithProviders(<CookieSettingsPage params={{}} props={{}} />);

describe('CookieSettingsPage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps necessary cookies always on and optional ones off until the visitor agrees', () => {
    render();
    expect(screen.getByRole('switch', { name: 'Necessary' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
  });

  it('saves the chosen categories, confirms in a green banner, and shows them again on the next visit', async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(CONSENT_EVENT, listener);
    const first = render();
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    window.removeEventListener(CONSENT_EVENT, listener);

    expect(screen.getByRole('status')).toHaveTextContent('Your cookie preferences have been saved.');
    expect(screen.getByRole('status')).toHaveClass('banner-success');
    expect(stored()).toMatchObject({ analytics: true, advertising: false });
    expect(events).toHaveLength(1);

    first.unmount();
    render();
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
    expect(screen.getByText(/^Your current choice was saved on/)).toBeInTheDocument();
  });

  it('accepts all and rejects all in one click', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(stored()).toMatchObject({ analytics: true, advertising: true });
    expect(screen.getByRole('switch', { name: 'Advertising' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(stored()).toMatchObject({ analytics: false, advertising: false });
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  it('hides the success banner again when the visitor changes a switch after saving', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(screen.getByText('Your cookie preferences have been saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Advertising' }));
    expect(screen.queryByText('Your cookie preferences have been saved.')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ advertising: false });
  });
});
