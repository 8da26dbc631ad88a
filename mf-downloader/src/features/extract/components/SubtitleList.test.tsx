import { render, screen } from '@testing-library/react';
import { SubtitleList } from './SubtitleList';

describe('SubtitleList (issue #23)', () => {
  it('names each language, marks automatic captions, and links the .srt and .vtt files', () => {
    render(
      <SubtitleList
        subtitles={[
          { lang: 'en', name: 'en', automatic: false, srt: '/api/subtitles?a=1', vtt: '/api/subtitles?a=2' },
          { lang: 'pt-BR', name: 'Portugu\u00eas (Brasil)', automatic: false, srt: '/s3', vtt: '/s4' },
          { lang: 'en-orig', name: 'en-orig', automatic: true, srt: '/s5', vtt: '/s6' },
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem').map((li) => li.querySelector('.dl-subtitle-name')!.textContent);
    expect(rows).toEqual(['English', 'Portugu\u00eas (Brasil)', 'English (automatic captions)']);
    expect(screen.getByRole('link', { name: 'English subtitles as SRT' })).toHaveAttribute('href', '/api/subtitles?a=1');
    expect(screen.getByRole('link', { name: 'English subtitles as VTT' })).toHaveAttribute('href', '/api/subtitles?a=2');
    expect(screen.getByRole('link', { name: 'English automatic captions as SRT' })).toHaveAttribute('href', '/s5');
    expect(screen.getAllByRole('link', { name: /as SRT$/ }).every((a) => a.hasAttribute('download'))).toBe(true);
  });
});
