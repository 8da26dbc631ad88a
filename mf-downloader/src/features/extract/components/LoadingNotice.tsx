import { DOWNLOADER_MESSAGES } from '../../../rules';

export function LoadingNotice() {
  return (
    <div className="dl-loading" role="status" aria-live="polite">
      <span className="dl-spinner" aria-hidden="true" />
      {DOWNLOADER_MESSAGES.processing}
    </div>
  );
}
