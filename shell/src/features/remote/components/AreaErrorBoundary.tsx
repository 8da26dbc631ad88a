import { Component, type ReactNode } from 'react';
import type { RemoteArea } from '@dl/shared-config';

export const AREA_LABELS: Record<RemoteArea, string> = {
  downloader: 'The downloader',
  auth: 'Accounts',
  preview: 'The preview',
  content: 'This page',
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
          Account menu unavailable · Retry
        </button>
      );
    }
    return (
      <section role="alert" className="area-error" data-testid={`area-error-${this.props.area}`}>
        <h2>{AREA_LABELS[this.props.area]} could not be loaded</h2>
        <p>
          Part of the site failed to load. This is usually a brief network problem or a new version being deployed.
          The rest of the site still works.
        </p>
        <button type="button" className="btn btn-primary" onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
