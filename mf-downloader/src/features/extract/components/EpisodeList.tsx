/**
 * The items of a podcast feed, show page or playlist (issue #23): searchable by title (case and accents ignored), 20 a
 * page, each with its picture, date and length; "Open" extracts that item alone (its formats and preview). Items can
 * be chosen (one by one, or all that match the search) and downloaded together: for a signed-in user as a batch (the
 * account area's batch download opens with them), for a visitor as one ZIP file the server makes.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { BATCH_MAX_LINKS, apiUrl, batchRequestActions, useAppDispatch, useAppSelector, useDomainConfig, type VideoInfo } from '@dl/shared-config';
import { useGetConfigQuery } from '@dl/shared-config/api';
import { formatDuration, type MediaItem } from '@dl/contract';
import { itemMatches, pageOf, proxiedImageUrl, zipPath } from '../../../rules';
import { useLanguage, useT } from '../copy/texts';
import { Thumbnail } from './Thumbnail';

/** The server's default ZIP_MAX_ITEMS, until /api/config says. */
const ZIP_MAX_DEFAULT = 50;

/** Starts the browser's own download of a link (the server names the file). */
function startDownload(href: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

interface Props {
  info: VideoInfo;
  items: MediaItem[];
  /** Extracts one item (the form takes its link). */
  onOpen: (url: string) => void;
}

/** An item's publication day (the feed's date, read in UTC: a day, not a moment) in a format of the page's language. */
const shownDate = (iso: string | null, format: Intl.DateTimeFormat) => (iso && !Number.isNaN(Date.parse(iso)) ? format.format(new Date(iso)) : null);

export function EpisodeList({ info, items, onOpen }: Props) {
  const { api } = useDomainConfig();
  const t = useT();
  const lang = useLanguage();
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }), [lang]);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();
  const found = useMemo(() => items.filter((item) => itemMatches(item.title, query)), [items, query]);
  const shown = pageOf(found, page);
  const heading = t(info.is_podcast ? 'dl.items.episodes' : 'dl.items.items');
  const search = t(info.is_podcast ? 'dl.items.searchEpisodes' : 'dl.items.searchItems');

  // Choosing items: their links, kept in a set; a new list starts with none.
  const user = useAppSelector((s) => s.session.user);
  const dispatch = useAppDispatch();
  const zipMax = useGetConfigQuery().data?.zip_max_items ?? ZIP_MAX_DEFAULT;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => setChosen(new Set()), [items]);
  const canChoose = !!user || !!info.list_id;
  const max = user ? BATCH_MAX_LINKS : zipMax;
  const allFound = found.length > 0 && found.every((item) => chosen.has(item.url));
  const someFound = found.some((item) => chosen.has(item.url));
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someFound && !allFound;
  }, [someFound, allFound]);
  const toggle = (url: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(url)) next.delete(url);
      else next.add(url);
      return next;
    });
  const toggleAll = () =>
    setChosen((prev) => {
      const next = new Set(prev);
      for (const item of found) {
        if (allFound) next.delete(item.url);
        else next.add(item.url);
      }
      return next;
    });
  const tooMany = chosen.size > max;
  const download = () => {
    const inOrder = items.filter((item) => chosen.has(item.url));
    if (user) dispatch(batchRequestActions.batchRequested(inOrder.map((item) => item.url)));
    else if (info.list_id) startDownload(apiUrl(api.baseUrl, zipPath(info.list_id, inOrder.map((item) => items.indexOf(item) + 1))));
  };

  return (
    <section className="dl-items" aria-label={heading}>
      <div className="dl-items-head">
        <h3>
          {heading} <span className="muted">({items.length})</span>
        </h3>
        <label className="sr-only" htmlFor={searchId}>
          {search}
        </label>
        <input
          id={searchId}
          className="dl-items-search"
          type="search"
          placeholder={search}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {canChoose && found.length > 0 ? (
        <div className="dl-items-choose">
          <label>
            <input ref={selectAllRef} type="checkbox" checked={allFound} onChange={toggleAll} /> {t('dl.items.selectAll')}
          </label>
          <span className="muted" aria-live="polite">
            {t('dl.items.selected', { count: chosen.size })}
          </span>
          <button type="button" className="btn btn-primary" disabled={chosen.size === 0 || tooMany} onClick={download}>
            {t(user ? 'dl.items.downloadBatch' : 'dl.items.downloadZip', { count: chosen.size })}
          </button>
          {tooMany ? (
            <p className="banner-error" role="alert">
              {t(user ? 'dl.items.batchTooMany' : 'dl.items.zipTooMany', { max })}
            </p>
          ) : null}
        </div>
      ) : null}
      {found.length === 0 ? <p className="muted">{t('dl.items.noMatch')}</p> : null}
      <ol className="dl-items-list">
        {shown.items.map((item) => {
          const duration = formatDuration(item.duration);
          const date = shownDate(item.published, dateFormat);
          return (
            <li key={item.url} className={canChoose ? 'dl-item dl-item-choosable' : 'dl-item'}>
              {canChoose ? <input type="checkbox" checked={chosen.has(item.url)} onChange={() => toggle(item.url)} aria-label={t('dl.items.select', { title: item.title })} /> : null}
              <Thumbnail src={item.thumbnail_url ? apiUrl(api.baseUrl, proxiedImageUrl(api.endpoints.imageProxy, item.thumbnail_url)) : null} audio={info.is_podcast} />
              <div className="dl-item-body">
                <p className="dl-item-title">{item.title}</p>
                <p className="muted dl-item-meta">{[date, duration].filter(Boolean).join(' · ')}</p>
              </div>
              <button type="button" className="btn btn-ghost" onClick={() => onOpen(item.url)} aria-label={t('dl.items.openItem', { title: item.title })}>
                {t('dl.items.open')}
              </button>
            </li>
          );
        })}
      </ol>
      {shown.pages > 1 ? (
        <nav className="dl-items-pages" aria-label={t('dl.items.pages')}>
          <button type="button" className="btn btn-ghost" disabled={shown.page <= 1} onClick={() => setPage(shown.page - 1)}>
            {t('dl.items.previous')}
          </button>
          <span aria-live="polite">{t('dl.items.pageOf', { page: shown.page, pages: shown.pages })}</span>
          <button type="button" className="btn btn-ghost" disabled={shown.page >= shown.pages} onClick={() => setPage(shown.page + 1)}>
            {t('dl.items.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
