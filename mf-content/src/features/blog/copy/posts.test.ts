import { POSTS, POST_TAGS, findPost, postsWithTag } from '.';

describe('the blog posts', () => {
  it('has at least eight articles, newest first', () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(8);
    const dates = POSTS.map((p) => p.meta.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('covers every major platform, podcasts, formats and the merge', () => {
    for (const tag of ['youtube', 'tiktok', 'instagram', 'twitter', 'podcasts', 'formats']) expect(POST_TAGS).toContain(tag);
    expect(findPost('video-and-audio-merge-explained')?.html).toContain('ffmpeg');
  });

  it('gives every post a title, description, date, tags, cover and real content', () => {
    for (const p of POSTS) {
      expect(p.slug).toMatch(/^[a-z0-9-]+$/);
      expect(p.meta.title.length).toBeGreaterThan(10);
      expect(p.meta.description.length).toBeGreaterThan(40);
      expect(p.meta.tags.length).toBeGreaterThan(0);
      expect(p.meta.cover).toMatch(/^data:image\/svg\+xml,/);
      expect(p.html).toContain('<h2');
      expect(p.html.length).toBeGreaterThan(1500);
      expect(p.html).not.toMatch(/<script/i);
    }
  });

  it('links between posts only to posts that exist', () => {
    for (const p of POSTS) {
      for (const [, slug] of p.html.matchAll(/href="\/blog\/([^"#]+)"/g)) expect(findPost(slug)).toBeDefined();
    }
  });

  it('filters by tag', () => {
    expect(postsWithTag('tiktok').map((p) => p.slug)).toEqual(['download-tiktok-videos-without-watermark']);
    expect(postsWithTag(null)).toBe(POSTS);
  });
});
