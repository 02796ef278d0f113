import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Catches render errors so one broken page shows a recoverable message instead of a blank app. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorMessage />;
  }
}

/** What a broken page (or a page whose code failed to download) shows; also the router's errorElement. */
export function ErrorMessage() {
  return (
    <section className="page-message" role="alert">
      <h1>Something went wrong</h1>
      <p>This page hit a problem. Reloading usually fixes it.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </section>
  );
}
