import { DOWNLOADER_MESSAGES } from '../../../rules/messages';
import { useText } from '../../../i18n';

export function LoadingNotice() {
  const text = useText();
  return (
    <div className="dl-loading" role="status" aria-live="polite">
      <span className="dl-spinner" aria-hidden="true" />
      {text(DOWNLOADER_MESSAGES.processing)}
    </div>
  );
}
