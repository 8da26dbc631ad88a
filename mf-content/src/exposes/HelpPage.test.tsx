import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@dl/shared-config/testing';
import HelpPage from './HelpPage';
import { HELP_TOPICS } from '../features/help/copy/helpTopics';
import { domainState } from '../testing/domainState';

const questions = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('HelpPage', () => {
  it('shows every help topic before a search', () => {
    renderWithProviders(<HelpPage params={{}} props={{}} />);
    expect(HELP_TOPICS.length).toBeGreaterThanOrEqual(12);
    expect(questions()).toHaveLength(HELP_TOPICS.length);
  });

  it('filters topics live as the visitor types', async () => {
    renderWithProviders(<HelpPage params={{}} props={{}} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help topics' }), 'geo');
    expect(questions()).toEqual(['The video plays for me but the download says it is unavailable']);
    expect(screen.getByText(`1 of ${HELP_TOPICS.length} topics match`)).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'xylophone');
    expect(questions()).toEqual([]);
    expect(screen.getByText('No help topics match “xylophone”. Try fewer or different words, or write to us below.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(questions()).toHaveLength(HELP_TOPICS.length);
  });

  it('offers the configured contact address as a mail link', () => {
    renderWithProviders(<HelpPage params={{}} props={{}} />, {
      preloadedState: domainState(() => ({ contact: { email: 'care@clipnest.test' } })),
    });
    expect(screen.getByRole('link', { name: 'Email care@clipnest.test' }).getAttribute('href')).toMatch(/^mailto:care@clipnest\.test\?subject=/);
  });
});

describe('HelpPage bookmarklet', () => {
  it('offers a bookmarklet that sends the current page to this site', () => {
    renderWithProviders(<HelpPage params={{}} props={{}} />);
    const link = screen.getByTestId('bookmarklet');
    expect(link.getAttribute('href')).toBe(`javascript:(function(){window.open("${window.location.origin}/?auto=1&url="+encodeURIComponent(location.href),'_blank','noopener');})();`);
  });
});
