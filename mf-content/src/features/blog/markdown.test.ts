import path from 'node:path';
import { convertPost, markdownToHtml, parseFrontMatter, safeUrl } from '../../../markdown/markdown.cjs';

/** The HTML with the line breaks markdown-it writes between tags taken out: what the tests check is the structure. */
const norm = (s: string) => s.replace(/>\n+</g, '><').replace(/\n+<\/code>/g, '</code>');
const html = (md: string) => norm(markdownToHtml(md).html);

describe('the blog Markdown converter', () => {
  it('turns headings into h2/h3 with anchors (the page title is the only h1)', () => {
    expect(html('# Intro\n\n## Getting the link\n\n### On a phone')).toBe(
      norm('<h2 id="intro">Intro</h2>\n<h2 id="getting-the-link">Getting the link</h2>\n<h3 id="on-a-phone">On a phone</h3>'),
    );
  });

  it('gives repeated headings distinct anchors', () => {
    expect(html('## Tips\n\n## Tips')).toContain('<h2 id="tips-1">Tips</h2>');
  });

  it('renders unordered, ordered and nested lists', () => {
    expect(html('- one\n- two\n  - two a\n- three')).toBe(norm('<ul><li>one</li><li>two\n<ul><li>two a</li></ul></li><li>three</li></ul>'));
    expect(html('1. copy\n2. paste')).toBe('<ol><li>copy</li><li>paste</li></ol>');
    expect(html('3. third\n4. fourth')).toContain('<ol start="3">');
  });

  it('renders links, keeping http(s), mailto and site links', () => {
    expect(html('See [the guide](/how-to-download-videos) or [mail](mailto:a@b.c).')).toBe(
      '<p>See <a href="/how-to-download-videos">the guide</a> or <a href="mailto:a@b.c">mail</a>.</p>',
    );
    expect(html('[ffmpeg](https://ffmpeg.org/a_b_c)')).toBe(
      '<p><a href="https://ffmpeg.org/a_b_c" rel="noopener noreferrer" target="_blank">ffmpeg</a></p>',
    );
  });

  it('renders emphasis, code, quotes, tables and code blocks', () => {
    expect(html('**bold**, *em* and `a*b*c`')).toBe('<p><strong>bold</strong>, <em>em</em> and <code>a*b*c</code></p>');
    expect(html('> size ≈ bitrate × time')).toBe('<blockquote><p>size ≈ bitrate × time</p></blockquote>');
    expect(html('| A | B |\n|---|---|\n| 1 | 2 |')).toBe(
      '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
    expect(html('```js\nconst a = "<b>";\n```')).toBe('<pre><code class="language-js">const a = &quot;&lt;b&gt;&quot;;</code></pre>');
  });

  it('escapes raw HTML and scripts instead of passing them through', () => {
    const out = html('Hello <script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n<div onclick="steal()">hi</div>');
    expect(out).not.toMatch(/<script|<img|<div/i);
    expect(out).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('drops links whose target could run script, keeping their text', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', '//evil.example/x']) {
      const out = html(`[click](${url})`);
      expect(out).toBe('<p>click</p>');
    }
    expect(safeUrl('java\tscript:alert(1)')).toBeNull();
  });

  it('does not let an attribute break out through a link', () => {
    const out = html('[x](https://a.example/"onmouseover="alert(1))');
    expect(out).not.toContain('"onmouseover');
    expect(out).toBe('<p><a href="https://a.example/%22onmouseover=%22alert(1)" rel="noopener noreferrer" target="_blank">x</a></p>');
  });

  it('reads front matter: strings, quoted strings and lists', () => {
    const { data, body } = parseFrontMatter('---\ntitle: "A: B"\ndate: 2026-01-02\ntags: [one, Two]\nmore:\n  - x\n  - y\n---\nBody');
    expect(data).toEqual({ title: 'A: B', date: '2026-01-02', tags: ['one', 'Two'], more: ['x', 'y'] });
    expect(body).toBe('Body');
  });

  it('converts a post file to slug, meta and html, and refuses incomplete front matter', () => {
    const file = path.join(__dirname, 'posts', 'example-post.md');
    const post = convertPost('---\ntitle: T\ndescription: D\ndate: 2026-03-04\ntags: [Audio]\n---\n## Hi\n\ntext', file);
    expect(post.slug).toBe('example-post');
    expect(post.meta).toEqual({ title: 'T', description: 'D', date: '2026-03-04', tags: ['audio'], cover: null });
    expect(norm(post.html)).toBe('<h2 id="hi">Hi</h2><p>text</p>');
    expect(() => convertPost('---\ntitle: T\ndate: 2026-03-04\ntags: [a]\n---\n', file)).toThrow(/description/);
    expect(() => convertPost('---\ntitle: T\ndescription: D\ndate: March 4\ntags: [a]\n---\n', file)).toThrow(/YYYY-MM-DD/);
  });
});
