import { readAuthLink, stripAuthLink } from './authLink';

describe('email links (SPEC §7)', () => {
  it.each([
    ['?auth=verify-email&token=482913', { mode: 'verify-email', token: '482913' }],
    ['?auth=reset-password&token=abc.def', { mode: 'reset-password', token: 'abc.def' }],
    ['auth=reset-password', { mode: 'reset-password', token: '' }],
    ['?auth=login&token=x', null],
    ['?token=x', null],
    ['', null],
  ])('reads %p', (search, expected) => {
    expect(readAuthLink(search)).toEqual(expected);
  });

  it.each([
    ['?auth=verify-email&token=1', ''],
    ['?url=https%3A%2F%2Fyoutu.be%2Fx&auth=reset-password&token=t', '?url=https%3A%2F%2Fyoutu.be%2Fx'],
    ['?a=1', '?a=1'],
  ])('strips %p → %p', (search, expected) => {
    expect(stripAuthLink(search)).toBe(expected);
  });
});
