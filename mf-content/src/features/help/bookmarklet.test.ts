import vm from 'node:vm';
import { bookmarkletCode } from './bookmarklet';

describe('bookmarkletCode', () => {
  it('opens the home page with the current page extracted at once', () => {
    const code = bookmarkletCode('https://grab.example.com/');
    expect(code.startsWith('javascript:')).toBe(true);
    const opened: unknown[][] = [];
    vm.runInNewContext(code.slice('javascript:'.length), {
      location: { href: 'https://vimeo.com/76979871?x=1&y=2' },
      encodeURIComponent,
      window: { open: (...args: unknown[]) => opened.push(args) },
    });
    expect(opened).toEqual([['https://grab.example.com/?auto=1&url=https%3A%2F%2Fvimeo.com%2F76979871%3Fx%3D1%26y%3D2', '_blank', 'noopener']]);
  });
});
