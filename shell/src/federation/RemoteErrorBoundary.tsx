import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed remote; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  /** Runs before a retry (forget the failed lazy component). */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that cannot be loaded or throws while rendering; the frame around it keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] Fehler in einem Remote-Modul', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
