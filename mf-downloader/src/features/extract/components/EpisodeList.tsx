/**
 * The items of a podcast feed, show page or playlist (issue #23): searchable by title (case and accents ignored), 20 a
 * page, each with its picture, date and length; "Open" extracts that item alone (its formats and preview).
 */
import { useId, useMemo, useState } from 'react';
import { apiUrl, useDomainConfig, type VideoInfo } from '@dl/shared-config';
import { formatDuration, type MediaItem } from '@dl/contract';
import { ITEM_TEXT, itemMatches, pageOf, proxiedImageUrl } from '../../../rules';
import { Thumbnail } from './Thumbnail';

interface Props {
  info: VideoInfo;
  items: MediaItem[];
  /** Extracts one item (the form takes its link). */
  onOpen: (url: string) => void;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const shownDate = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? dateFormat.format(new Date(iso)) : null);

export function EpisodeList({ info, items, onOpen }: Props) {
  const { api } = useDomainConfig();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();
  const found = useMemo(() => items.filter((item) => itemMatches(item.title, query)), [items, query]);
  const shown = pageOf(found, page);
  const heading = info.is_podcast ? ITEM_TEXT.episodes : ITEM_TEXT.items;

  return (
    <section className="dl-items" aria-label={heading}>
      <div className="dl-items-head">
        <h3>
          {heading} <span className="muted">({items.length})</span>
        </h3>
        <label className="sr-only" htmlFor={searchId}>
          {info.is_podcast ? ITEM_TEXT.searchEpisodes : ITEM_TEXT.searchItems}
        </label>
        <input
          id={searchId}
          className="dl-items-search"
          type="search"
          placeholder={info.is_podcast ? ITEM_TEXT.searchEpisodes : ITEM_TEXT.searchItems}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {found.length === 0 ? <p className="muted">{ITEM_TEXT.noMatch}</p> : null}
      <ol className="dl-items-list">
        {shown.items.map((item) => {
          const duration = formatDuration(item.duration);
          const date = shownDate(item.published);
          return (
            <li key={item.url} className="dl-item">
              <Thumbnail src={item.thumbnail_url ? apiUrl(api.baseUrl, proxiedImageUrl(api.endpoints.imageProxy, item.thumbnail_url)) : null} audio={info.is_podcast} />
              <div className="dl-item-body">
                <p className="dl-item-title">{item.title}</p>
                <p className="muted dl-item-meta">{[date, duration].filter(Boolean).join(' · ')}</p>
              </div>
              <button type="button" className="btn btn-ghost" onClick={() => onOpen(item.url)} aria-label={`${ITEM_TEXT.open}: ${item.title}`}>
                {ITEM_TEXT.open}
              </button>
            </li>
          );
        })}
      </ol>
      {shown.pages > 1 ? (
        <nav className="dl-items-pages" aria-label={ITEM_TEXT.pages}>
          <button type="button" className="btn btn-ghost" disabled={shown.page <= 1} onClick={() => setPage(shown.page - 1)}>
            {ITEM_TEXT.previous}
          </button>
          <span aria-live="polite">{ITEM_TEXT.pageOf(shown.page, shown.pages)}</span>
          <button type="button" className="btn btn-ghost" disabled={shown.page >= shown.pages} onClick={() => setPage(shown.page + 1)}>
            {ITEM_TEXT.next}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
