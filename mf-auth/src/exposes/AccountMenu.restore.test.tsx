import { act, screen, waitFor } from '@testing-library/react';
import { makeStore } from '@dl/shared-config';
import { renderWithProviders, json, fakeServer } from '@dl/shared-config/testing';
import AccountMenu from './AccountMenu';
import { makeUser, stateWith } from '../testing/fixtures';

// A file of its own: the signed-in part of the menu is code the menu loads when there is a session
// (SignedInMenu.tsx), and this test is about the moment before that code has ever loaded.
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('a stored session (SPEC §4)', () => {
  it('says it is signing the visitor in from the first render, never offering Sign In meanwhile', async () => {
    localStorage.setItem('access_token', 'stored-access');
    let answer: (() => void) | null = null;
    fakeServer({ 'GET /api/auth/me': () => new Promise<Response>((r) => (answer = () => r(json({ user: makeUser() })))) });
    renderWithProviders(<AccountMenu />, { store: makeStore({ domain: stateWith().domain }) });
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer?.());
    expect(await screen.findByRole('button', { name: /Ana Lima/ })).toBeInTheDocument();
    expect(screen.queryByText('Signing you in…')).toBeNull();
  });
});
