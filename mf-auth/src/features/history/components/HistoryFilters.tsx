import { PLATFORMS } from '@dl/shared-config';
import { HISTORY_FORMATS, HISTORY_SORT_LABELS, HISTORY_STATUS_LABELS, HISTORY_STATUS_OPTIONS, type HistoryQuery } from '../../../rules';
import { HISTORY_SORTS } from '@dl/contract';
import { SelectField } from '../../../ui/Field';

const PLATFORM_OPTIONS = [{ value: '', label: 'All platforms' }, ...PLATFORMS.map((p) => ({ value: p.name, label: p.displayName }))];
const FORMAT_OPTIONS = [{ value: '', label: 'All formats' }, ...HISTORY_FORMATS.map((f) => ({ value: f, label: f === 'audio' ? 'Audio' : 'Video' }))];
const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...HISTORY_STATUS_OPTIONS.map((s) => ({ value: s, label: HISTORY_STATUS_LABELS[s] }))];
const SORT_OPTIONS = HISTORY_SORTS.map((s) => ({ value: s, label: HISTORY_SORT_LABELS[s] }));
const ORDER_OPTIONS = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

/** Filters (platform, format, status) and sorting (date, title, platform, size; asc/desc). */
export function HistoryFilters({ query, onChange }: { query: HistoryQuery; onChange: (patch: Partial<HistoryQuery>) => void }) {
  // Any change of filter or sort starts again at page 1.
  const set = (patch: Partial<HistoryQuery>) => onChange({ ...patch, page: 1 });
  return (
    <div className="acct-filters">
      <SelectField label="Platform" value={query.platform ?? ''} onChange={(v) => set({ platform: v })} options={PLATFORM_OPTIONS} />
      <SelectField label="Format" value={query.format ?? ''} onChange={(v) => set({ format: v })} options={FORMAT_OPTIONS} />
      <SelectField label="Status" value={query.status ?? ''} onChange={(v) => set({ status: v as HistoryQuery['status'] })} options={STATUS_OPTIONS} />
      <SelectField label="Sort by" value={query.sort} onChange={(v) => set({ sort: v as HistoryQuery['sort'] })} options={SORT_OPTIONS} />
      <SelectField label="Order" value={query.order} onChange={(v) => set({ order: v as HistoryQuery['order'] })} options={ORDER_OPTIONS} />
    </div>
  );
}
