import { useState } from 'react';
import { errorText } from '@dl/shared-config';
import { DEFAULT_HISTORY_QUERY, HISTORY_MESSAGES, type HistoryQuery } from '../../../rules';
import { Modal } from '../../../ui/Modal';
import { ErrorBanner } from '../../../ui/Banner';
import { useClearHistoryMutation, useGetHistoryQuery } from '../api/historyApi';
import { HistoryFilters } from './HistoryFilters';
import { HistoryRow } from './HistoryRow';
import { useT, useText } from '../../../i18n';

/** Download History: list, filters, sorting, paging by 20 and clear (SPEC §2, §8). */
export function HistoryModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const text = useText();
  const [query, setQuery] = useState<HistoryQuery>(DEFAULT_HISTORY_QUERY);
  const { data, error, isFetching, isLoading } = useGetHistoryQuery(query, { refetchOnMountOrArgChange: true });
  const [clearHistory, { isLoading: clearing }] = useClearHistoryMutation();
  const [clearError, setClearError] = useState<string | null>(null);

  async function clear() {
    if (!window.confirm(text(HISTORY_MESSAGES.clearConfirm))) return;
    setClearError(null);
    try {
      await clearHistory().unwrap();
      setQuery((q) => ({ ...q, page: 1 }));
    } catch (failure) {
      setClearError(errorText(failure, HISTORY_MESSAGES.clearFailed));
    }
  }

  const items = data?.history ?? [];
  const page = data?.page ?? query.page;
  const pages = Math.max(1, data?.pages ?? 1);
  const total = data?.total ?? 0;

  return (
    <Modal title={t('ac.menu.history')} subtitle={data ? t('ac.history.count', { count: total }) : undefined} onClose={onClose} size="large">
      <div className="acct-history">
        <div className="acct-history-bar">
          <HistoryFilters query={query} onChange={(patch) => setQuery((q) => ({ ...q, ...patch }))} />
          <button type="button" className="btn btn-ghost acct-danger" onClick={() => void clear()} disabled={clearing || total === 0}>
            {clearing ? t('ac.history.clearing') : t('ac.history.clear')}
          </button>
        </div>
        <ErrorBanner>{clearError}</ErrorBanner>
        {error ? <ErrorBanner>{errorText(error, HISTORY_MESSAGES.fetchFailed)}</ErrorBanner> : null}
        {isLoading ? (
          <p className="muted" aria-busy="true">
            {t('ac.history.loading')}
          </p>
        ) : !error && items.length === 0 ? (
          <div className="acct-empty">
            <p className="acct-empty-title">{text(HISTORY_MESSAGES.empty)}</p>
            <p className="muted">{text(HISTORY_MESSAGES.emptyHint)}</p>
          </div>
        ) : (
          <ul className="acct-history-list" aria-busy={isFetching}>
            {items.map((item) => (
              <HistoryRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav className="acct-pager" aria-label={t('ac.history.pages')}>
            <button type="button" className="btn btn-ghost" disabled={page <= 1 || isFetching} onClick={() => setQuery((q) => ({ ...q, page: page - 1 }))}>
              {t('ac.history.previous')}
            </button>
            <span>{t('ac.history.page', { page, pages })}</span>
            <button type="button" className="btn btn-ghost" disabled={page >= pages || isFetching} onClick={() => setQuery((q) => ({ ...q, page: page + 1 }))}>
              {t('ac.history.next')}
            </button>
          </nav>
        ) : null}
      </div>
    </Modal>
  );
}
