import type { Notice } from '@nuvem/ui';

/**
 * A notice to show: with `key` it replaces the notice of the same key; without one it replaces a notice that
 * says the same (severity, title, message), else it gets its own id.
 */
export type NoticeInput = Omit<Notice, 'id'> & { key?: string };

/** The notices on screen, outside React so that any hook or callback can add one. */
export interface NoticesStore {
  notices(): readonly Notice[];
  /** Shows a notice; returns its id. */
  notify(input: NoticeInput): string;
  dismiss(id: string): void;
  subscribe(listener: () => void): () => void;
}

export function createNoticesStore(): NoticesStore {
  let list: readonly Notice[] = [];
  let next = 0;
  const listeners = new Set<() => void>();
  const set = (value: readonly Notice[]) => {
    list = value;
    listeners.forEach((listener) => listener());
  };
  return {
    notices: () => list,
    notify({ key, ...notice }) {
      const same = list.find(
        (n) => n.severity === notice.severity && n.title === notice.title && n.message === notice.message,
      );
      const id = key ?? same?.id ?? `notice-${++next}`;
      // A repeated notice (the same failure on every poll, the same refusal on every click) moves to the end
      // instead of piling up.
      set([...list.filter((n) => n.id !== id), { ...notice, id }]);
      return id;
    },
    dismiss(id) {
      if (list.some((n) => n.id === id)) set(list.filter((n) => n.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
