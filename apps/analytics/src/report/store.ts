/**
 * A value that changes over time, read by React through useSyncExternalStore: `getSnapshot` returns the
 * same object until `update` makes a new one, so a render only happens when something changed.
 */
export class Store<S> {
  private readonly listeners = new Set<() => void>();

  constructor(private state: S) {}

  readonly getSnapshot = (): S => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(change: (state: S) => S): void {
    const next = change(this.state);
    if (Object.is(next, this.state)) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  set(state: S): void {
    this.update(() => state);
  }
}
