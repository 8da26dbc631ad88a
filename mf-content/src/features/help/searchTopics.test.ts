import { HELP_TOPICS } from './copy/helpTopics';
import { searchTopics } from './searchTopics';

describe('searchTopics', () => {
  it('returns every topic for an empty query', () => {
    expect(searchTopics(HELP_TOPICS, '   ')).toHaveLength(HELP_TOPICS.length);
  });
  it('needs every word to match, in any case and without accents', () => {
    const ids = searchTopics(HELP_TOPICS, 'PRIVATE Vidéo').map((t) => t.id);
    expect(ids).toContain('private-videos');
    expect(ids).not.toContain('podcasts');
  });
  it('finds topics by their keywords', () => {
    expect(searchTopics(HELP_TOPICS, 'geoblocking').map((t) => t.id)).toEqual(['geo-blocking']);
  });
  it('returns nothing when no topic matches', () => {
    expect(searchTopics(HELP_TOPICS, 'xylophone')).toEqual([]);
  });
});
