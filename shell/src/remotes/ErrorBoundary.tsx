import { Component, type ReactNode } from 'react';
import { reportError } from '@toolhub/sdk';
import { ToolUnavailableError } from './loader';

interface Props {
  /** What to render instead of the children once they threw; `reset` tries again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a failing tool (or its remote) from taking the rest of the page down. */
export class ErrorBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('[toolhub] tool failed', error);
    // A remote that failed to load is reported by its load report (load-reports.ts), with its version.
    if (!(error instanceof ToolUnavailableError)) reportError('render', `${error.name}: ${error.message}`);
  }

  reset = () => this.setState({ error: undefined });

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
