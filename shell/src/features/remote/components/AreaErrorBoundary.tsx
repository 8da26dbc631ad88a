import { Component, type ReactNode } from 'react';
import type { RemoteArea } from '@dl/shared-config';
import { i18n } from '../../../i18n';

/** Each area's name in the error panel (a text's id). */
export const AREA_LABELS: Record<RemoteArea, string> = {
  downloader: 'area.downloader',
  auth: 'area.auth',
  preview: 'area.preview',
  content: 'area.content',
};

interface Props {
  area: RemoteArea;
  onRetry: () => void;
  compact?: boolean;
  children: ReactNode;
}

/** Keeps a failing remote inside its area: a clear panel with Retry, the rest of the site keeps working. */
export class AreaErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[shell] ${this.props.area} area failed:`, error.message);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.compact) {
      return (
        <button type="button" className="btn btn-ghost area-error-compact" data-testid={`area-error-${this.props.area}`} onClick={this.retry}>
          {i18n._('area.accountMenuRetry')}
        </button>
      );
    }
    return (
      <section role="alert" className="area-error" data-testid={`area-error-${this.props.area}`}>
        <h2>{i18n._('area.failedTitle', { area: i18n._(AREA_LABELS[this.props.area]) })}</h2>
        <p>{i18n._('area.failedText')}</p>
        <button type="button" className="btn btn-primary" onClick={this.retry}>
          {i18n._('area.retry')}
        </button>
      </section>
    );
  }
}
