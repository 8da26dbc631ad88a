import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, json, fakeServer } from '@dl/shared-config/testing';
import { ProfileModal } from './ProfileModal';
import { makeUser, signedIn } from '../../../testing/fixtures';

const KEY = 'mgk_abcdefghijklmnopqrstuvwxyz012345AbCdEf';
const listed = { id: 'b6f1a3c2-1111-4222-8333-944455556666', name: 'Old script', prefix: 'mgk_Zz99Yy88', created_at: '2026-12-01T10:00:00.000Z', last_used_at: null };

async function openKeysTab(routes: Parameters<typeof fakeServer>[0]) {
  const seen = fakeServer(routes);
  const user = userEvent.setup();
  const u = makeUser();
  renderWithProviders(<ProfileModal user={u} onClose={jest.fn()} />, { preloadedState: signedIn(u) });
  await user.click(screen.getByRole('tab', { name: 'API keys' }));
  return { seen, user };
}

afterEach(() => jest.restoreAllMocks());

describe('the API keys tab', () => {
  it('lists the keys by name, first characters and whether they were used', async () => {
    await openKeysTab({ 'GET /api/auth/api-keys': () => json({ keys: [listed] }) });
    const row = (await screen.findByText('Old script')).closest('li')!;
    expect(within(row).getByText('mgk_Zz99Yy88…')).toBeInTheDocument();
    expect(within(row).getByText(/never used/)).toBeInTheDocument();
  });

  it('makes a key with a name, shows it once with a copy button and a curl example, and lists it', async () => {
    let keys: object[] = [];
    const { seen, user } = await openKeysTab({
      'GET /api/auth/api-keys': () => json({ keys }),
      'POST /api/auth/api-keys': (req) => {
        const made = { ...listed, id: 'c7f1a3c2-1111-4222-8333-944455556666', name: (req.body as { name: string }).name, prefix: KEY.slice(0, 12) };
        keys = [made];
        return json({ ...made, key: KEY }, 201);
      },
    });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Key name'), '  iPhone Shortcut ');
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    const shown = await screen.findByLabelText('The key “iPhone Shortcut”');
    expect(shown).toHaveValue(KEY);
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({ body: { name: 'iPhone Shortcut' }, authorization: 'Bearer access-1' });
    expect(screen.getByText(/it is shown this once/)).toBeInTheDocument();
    expect(screen.getByText(/curl -L -OJ -H "X-API-Key: mgk_/)).toHaveTextContent('/api/file?url=');
    // user-event's clipboard stands in for the browser's.
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(await screen.findByText('The key is copied.')).toBeInTheDocument();
    expect(await screen.findByText('iPhone Shortcut')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a nameless key', async () => {
    const { user } = await openKeysTab({
      'GET /api/auth/api-keys': () => json({ keys: [] }),
      'POST /api/auth/api-keys': () => json({ error: 'Give the key a name.', code: 'api_key.name_required' }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Create Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the key a name.');
  });

  it('revokes a key only once asked twice, and says so', async () => {
    let keys = [listed];
    const { seen, user } = await openKeysTab({
      'GET /api/auth/api-keys': () => json({ keys }),
      [`DELETE /api/auth/api-keys/${listed.id}`]: () => {
        keys = [];
        return json({ message: 'The API key is revoked. Programs that use it are refused from now on.' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke the key “Old script”' }));
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirm: revoke the key “Old script” for good' }));
    expect(await screen.findByText('The API key is revoked. Programs that use it are refused from now on.')).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });
});
