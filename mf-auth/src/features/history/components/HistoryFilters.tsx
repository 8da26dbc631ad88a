import { useMemo } from 'react';
import { PLATFORMS } from '@dl/shared-config';
import { HISTORY_FORMATS, HISTORY_SORT_LABELS, HISTORY_STATUS_LABELS, HISTORY_STATUS_OPTIONS, type HistoryQuery } from '../../../rules';
import { HISTORY_SORTS } from '@dl/contract';
import { SelectField } from '../../../ui/Field';
import { useT, useText } from '../../../i18n';

/** The options of each filter in the page's language (platform names stay as they are). */
function useFilterOptions() {
  const t = useT();
  const text = useText();
  return useMemo(
    () => ({
      platforms: [{ value: '', label: t('ac.history.allPlatforms') }, ...PLATFORMS.map((p) => ({ value: p.name, label: p.displayName }))],
      formats: [{ value: '', label: t('ac.history.allFormats') }, ...HISTORY_FORMATS.map((f) => ({ value: f, label: f === 'audio' ? t('ac.history.audio') : t('ac.history.video') }))],
      statuses: [{ value: '', label: t('ac.history.allStatuses') }, ...HISTORY_STATUS_OPTIONS.map((s) => ({ value: s, label: text(HISTORY_STATUS_LABELS[s]) }))],
      sorts: HISTORY_SORTS.map((s) => ({ value: s, label: text(HISTORY_SORT_LABELS[s]) })),
      orders: [
        { value: 'desc', label: t('ac.history.descending') },
        { value: 'asc', label: t('ac.history.ascending') },
      ],
    }),
    [t, text],
  );
}

/** Filters (platform, format, status) and sorting (date, title, platform, size; asc/desc). */
export function HistoryFilters({ query, onChange }: { query: HistoryQuery; onChange: (patch: Partial<HistoryQuery>) => void }) {
  // Any change of filter or sort starts again at page 1.
  const set = (patch: Partial<HistoryQuery>) => onChange({ ...patch, page: 1 });
  const t = useT();
  const options = useFilterOptions();
  return (
    <div className="acct-filters">
      <SelectField label={t('ac.history.platform')} value={query.platform ?? ''} onChange={(v) => set({ platform: v })} options={options.platforms} />
      <SelectField label={t('ac.history.format')} value={query.format ?? ''} onChange={(v) => set({ format: v })} options={options.formats} />
      <SelectField label={t('ac.history.status')} value={query.status ?? ''} onChange={(v) => set({ status: v as HistoryQuery['status'] })} options={options.statuses} />
      <SelectField label={t('ac.history.sortBy')} value={query.sort} onChange={(v) => set({ sort: v as HistoryQuery['sort'] })} options={options.sorts} />
      <SelectField label={t('ac.history.order')} value={query.order} onChange={(v) => set({ order: v as HistoryQuery['order'] })} options={options.orders} />
    </div>
  );
}
