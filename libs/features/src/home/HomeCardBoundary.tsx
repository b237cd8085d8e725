import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '../logging/logger';

export interface HomeCardBoundaryProps {
  /** What shows instead of a card that threw (or whose code failed to load); `retry` mounts it again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failure inside one card of the home: a card that throws while rendering, or whose lazily loaded
 * code does not arrive, shows its fallback, and the other cards stay.
 */
export class HomeCardBoundary extends Component<HomeCardBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.warn('A card of the home failed', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
