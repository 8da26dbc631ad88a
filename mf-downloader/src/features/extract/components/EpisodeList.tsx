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

/** Choosing items: their links, kept in a set; a new list starts with none. */
function useItemChoice(info: VideoInfo, items: MediaItem[], found: MediaItem[]) {
  const { api } = useDomainConfig();
  const user = useAppSelector((s) => s.session.user);
  const dispatch = useAppDispatch();
  const zipMax = useGetConfigQuery().data?.zip_max_items ?? ZIP_MAX_DEFAULT;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => setChosen(new Set()), [items]);
  const canChoose = !!user || !!info.list_id;
  const max = user ? BATCH_MAX_LINKS : zipMax;
  const allFound = found.length > 0 && found.every((item) => chosen.has(item.url));
  const someFound = found.some((item) => chosen.has(item.url));
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
  const download = () => {
    const inOrder = items.filter((item) => chosen.has(item.url));
    if (user) dispatch(batchRequestActions.batchRequested(inOrder.map((item) => item.url)));
    else if (info.list_id) startDownload(apiUrl(api.baseUrl, zipPath(info.list_id, inOrder.map((item) => items.indexOf(item) + 1))));
  };
  return { chosen, canChoose, signedIn: !!user, max, allFound, someFound, tooMany: chosen.size > max, toggle, toggleAll, download };
}

type ItemChoice = ReturnType<typeof useItemChoice>;

/** "Select all", how many are chosen, and the button that downloads them (a batch, or a ZIP file). */
function ChooseBar({ choice }: { choice: ItemChoice }) {
  const t = useT();
  const { chosen, signedIn, max, allFound, someFound, tooMany, toggleAll, download } = choice;
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someFound && !allFound;
  }, [someFound, allFound]);
  return (
    <div className="dl-items-choose">
      <label>
        <input ref={selectAllRef} type="checkbox" checked={allFound} onChange={toggleAll} /> {t('dl.items.selectAll')}
      </label>
      <span className="muted" aria-live="polite">
        {t('dl.items.selected', { count: chosen.size })}
      </span>
      <button type="button" className="btn btn-primary" disabled={chosen.size === 0 || tooMany} onClick={download}>
        {t(signedIn ? 'dl.items.downloadBatch' : 'dl.items.downloadZip', { count: chosen.size })}
      </button>
      {tooMany ? (
        <p className="banner-error" role="alert">
          {t(signedIn ? 'dl.items.batchTooMany' : 'dl.items.zipTooMany', { max })}
        </p>
      ) : null}
    </div>
  );
}

interface ItemRowProps {
  item: MediaItem;
  audio: boolean;
  dateFormat: Intl.DateTimeFormat;
  choice: ItemChoice;
  onOpen: (url: string) => void;
  /** The list's: the rows of a long list take no hooks of their own. */
  api: ReturnType<typeof useDomainConfig>['api'];
  t: ReturnType<typeof useT>;
}

/** One item: its checkbox when items can be chosen, picture, title, date and length, and "Open". */
function ItemRow({ item, audio, dateFormat, choice, onOpen, api, t }: ItemRowProps) {
  const { canChoose, chosen, toggle } = choice;
  const duration = formatDuration(item.duration);
  const date = shownDate(item.published, dateFormat);
  return (
    <li className={canChoose ? 'dl-item dl-item-choosable' : 'dl-item'}>
      {canChoose ? <input type="checkbox" checked={chosen.has(item.url)} onChange={() => toggle(item.url)} aria-label={t('dl.items.select', { title: item.title })} /> : null}
      <Thumbnail src={item.thumbnail_url ? apiUrl(api.baseUrl, proxiedImageUrl(api.endpoints.imageProxy, item.thumbnail_url)) : null} audio={audio} />
      <div className="dl-item-body">
        <p className="dl-item-title">{item.title}</p>
        <p className="muted dl-item-meta">{[date, duration].filter(Boolean).join(' · ')}</p>
      </div>
      <button type="button" className="btn btn-ghost" onClick={() => onOpen(item.url)} aria-label={t('dl.items.openItem', { title: item.title })}>
        {t('dl.items.open')}
      </button>
    </li>
  );
}

/** Previous, "page N of M", next. */
function PageNav({ page, pages, setPage }: { page: number; pages: number; setPage: (page: number) => void }) {
  const t = useT();
  return (
    <nav className="dl-items-pages" aria-label={t('dl.items.pages')}>
      <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {t('dl.items.previous')}
      </button>
      <span aria-live="polite">{t('dl.items.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn-ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        {t('dl.items.next')}
      </button>
    </nav>
  );
}

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
  const choice = useItemChoice(info, items, found);

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
      {choice.canChoose && found.length > 0 ? <ChooseBar choice={choice} /> : null}
      {found.length === 0 ? <p className="muted">{t('dl.items.noMatch')}</p> : null}
      <ol className="dl-items-list">
        {shown.items.map((item) => (
          <ItemRow key={item.url} item={item} audio={info.is_podcast} dateFormat={dateFormat} choice={choice} onOpen={onOpen} api={api} t={t} />
        ))}
      </ol>
      {shown.pages > 1 ? <PageNav page={shown.page} pages={shown.pages} setPage={setPage} /> : null}
    </section>
  );
}
