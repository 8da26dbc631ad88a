import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@dl/shared-config/testing';
import GlossaryPage from './GlossaryPage';
import { GLOSSARY_TERMS } from '../features/glossary/copy/glossaryTerms';
import { termId } from '../features/glossary/groupByLetter';

const REQUIRED = ['bitrate', 'codec', 'container', 'HLS', 'DASH', 'merge', 'podcast feed', 'RSS', 'remux', 'resolution', 'frame rate',
  'watermark', 'MP4', 'M4A', 'MP3', 'WebM', 'Opus', 'AAC', 'H.264', 'VP9', 'AV1', 'kbps', 'manifest', 'segment', 'thumbnail', 'metadata',
  'short link', 'user agent', 'proxy'];

describe('GlossaryPage', () => {
  it('defines at least 30 terms, including every term the product uses', () => {
    expect(GLOSSARY_TERMS.length).toBeGreaterThanOrEqual(30);
    const names = GLOSSARY_TERMS.map((t) => t.term.toLowerCase());
    for (const term of REQUIRED) expect(names).toContain(term.toLowerCase());
  });

  it('links every letter that has terms to its own section, and no other letter', () => {
    const { container } = renderWithProviders(<GlossaryPage params={{}} props={{}} />);
    const index = screen.getByRole('navigation', { name: 'Glossary letters' });
    const letters = new Set(GLOSSARY_TERMS.map((t) => t.term[0].toUpperCase()));
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const link = within(index).queryByRole('link', { name: `Terms starting with ${letter}` });
      if (letters.has(letter)) {
        expect(link).toHaveAttribute('href', `#letter-${letter.toLowerCase()}`);
        expect(container.querySelector(`#letter-${letter.toLowerCase()}`)).not.toBeNull();
      } else {
        expect(link).toBeNull();
      }
    }
  });

  it('gives each term its own anchor, and "see also" links point to terms that exist', () => {
    const { container } = renderWithProviders(<GlossaryPage params={{}} props={{}} />);
    expect(container.querySelector('#term-h264')).toHaveTextContent('H.264');
    expect(container.querySelector('#term-podcast-feed')).toHaveTextContent('Podcast feed');
    for (const t of GLOSSARY_TERMS) {
      expect(container.querySelectorAll(`#${termId(t.term)}`)).toHaveLength(1);
      for (const s of t.see ?? []) expect(container.querySelector(`#${termId(s)}`)).not.toBeNull();
    }
  });
});
