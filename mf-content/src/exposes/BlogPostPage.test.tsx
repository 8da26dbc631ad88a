import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@dl/shared-config/testing';
import BlogPostPage from './BlogPostPage';

describe('BlogPostPage', () => {
  it('renders the post by its slug with date, tags and a back link', () => {
    renderWithProviders(<BlogPostPage params={{ id: 'video-and-audio-merge-explained' }} props={{}} />, { route: '/blog/video-and-audio-merge-explained' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Why Video and Audio Come Separately: the Merge Explained');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('May 14, 2026')).toHaveAttribute('datetime', '2026-05-14');
    expect(screen.getAllByRole('link', { name: '#streaming' })[0]).toHaveAttribute('href', '/blog?tag=streaming');
    expect(screen.getByRole('heading', { level: 2, name: 'What the merge does' })).toHaveAttribute('id', 'what-the-merge-does');
    expect(screen.getAllByRole('link', { name: '← Back to the blog' })[0]).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Why Video and Audio Come Separately: the Merge Explained | MediaGrab');
  });

  it('shows "Post not found" with a link to the blog for an unknown id', () => {
    renderWithProviders(<BlogPostPage params={{ id: 'no-such-post' }} props={{}} />, { route: '/blog/no-such-post' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post not found');
    expect(screen.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Post not found | MediaGrab');
  });

  it('follows links inside a post without reloading the page', async () => {
    const { router } = renderWithProviders(<BlogPostPage params={{ id: 'how-to-download-youtube-videos' }} props={{}} />, {
      route: '/blog/how-to-download-youtube-videos',
    });
    await userEvent.click(screen.getByRole('link', { name: 'why video and audio come separately' }));
    expect(router.state.location.pathname).toBe('/blog/video-and-audio-merge-explained');
  });
});
