import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@dl/shared-config/testing';
import BlogPage from './BlogPage';
import { POSTS } from '../features/blog/copy';

const props = { params: {}, props: {} };
const postTitles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);

describe('BlogPage', () => {
  it('lists every post, newest first, each linking to its page', () => {
    renderWithProviders(<BlogPage {...props} />, { route: '/blog' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Guides and articles');
    expect(postTitles()).toEqual(POSTS.map((p) => p.meta.title));
    expect(screen.getByRole('link', { name: POSTS[0].meta.title })).toHaveAttribute('href', `/blog/${POSTS[0].slug}`);
  });

  it('shows only the posts with the tag given in ?tag=', () => {
    renderWithProviders(<BlogPage {...props} />, { route: '/blog?tag=podcasts' });
    expect(postTitles()).toEqual(['Download Podcast Episodes from RSS Feeds and Apple Podcasts']);
    expect(screen.getByRole('status')).toHaveTextContent('1 post tagged #podcasts');
  });

  it('filters when a tag is chosen and puts the choice in the URL', async () => {
    const { router } = renderWithProviders(<BlogPage {...props} />, { route: '/blog' });
    const filter = screen.getByRole('navigation', { name: 'Filter posts by tag' });
    await userEvent.click(within(filter).getByRole('link', { name: '#tiktok' }));
    expect(router.state.location.search).toBe('?tag=tiktok');
    expect(postTitles()).toEqual(['Downloading TikTok Videos Without a Watermark']);
    expect(within(filter).getByRole('link', { name: '#tiktok' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(filter).getByRole('link', { name: 'All posts' }));
    expect(router.state.location.search).toBe('');
    expect(postTitles()).toHaveLength(POSTS.length);
  });

  it('explains when no post has the tag', () => {
    renderWithProviders(<BlogPage {...props} />, { route: '/blog?tag=nothing-here' });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No posts are tagged #nothing-here yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all posts' })).toBeInTheDocument();
  });
});
