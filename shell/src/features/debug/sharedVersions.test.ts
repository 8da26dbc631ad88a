import { shareScope } from '@dl/federation/runtime';
import { sharedVersions } from './sharedVersions';

jest.mock('@dl/federation/runtime', () => ({ ...jest.requireActual('@dl/federation/runtime'), shareScope: jest.fn() }));

const get = async () => () => ({});

it('lists one row per shared package with the version the page runs, who built it and every version offered', () => {
  (shareScope as jest.Mock).mockReturnValue({
    react: { '19.3.1': { get, loaded: 1, from: 'shell' }, '19.0.0': { get, from: 'mf_downloader' } },
    'react/jsx-runtime': { '19.3.1': { get, loaded: 1, from: 'shell' } },
    'react-dom/client': { '19.3.1': { get, loaded: 1, from: 'shell' } },
    '@dl/shared-config': { '0.1.0': { get, loaded: 1, from: 'shell' } },
    'react-redux': { '9.3.1': { get, from: 'mf_auth' }, '9.10.0': { get, from: 'mf_preview' } },
  });
  expect(sharedVersions()).toEqual([
    { name: '@dl/shared-config', version: '0.1.0', from: 'shell', offered: ['0.1.0'] },
    { name: 'react', version: '19.3.1', from: 'shell', offered: ['19.3.1', '19.0.0'] },
    // Nothing loaded yet: the highest version offered, compared as numbers.
    { name: 'react-redux', version: '9.10.0', from: 'mf_preview', offered: ['9.10.0', '9.3.1'] },
  ]);
});
