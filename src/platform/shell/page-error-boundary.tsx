import { Component, type ReactNode } from 'react';
import { PageError } from './page-error';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Called with the error that was caught. */
  onRetry: (error: Error) => void;
}

interface PageErrorBoundaryState {
  error: Error | null;
}

/** Catches a failing page (chunk or render) so the shell around it keeps working. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    return error ? <PageError error={error} onRetry={() => this.props.onRetry(error)} /> : this.props.children;
  }
}
