import { createNoticesStore } from './noticesStore';

test('notices pile up in order; a keyed one replaces its earlier self at the end; dismiss removes', () => {
  const store = createNoticesStore();
  const listener = vi.fn();
  store.subscribe(listener);
  const a = store.notify({ severity: 'error', title: 'Erro', message: 'a' });
  store.notify({ key: 'poll', severity: 'error', title: 'Erro', message: 'b1' });
  store.notify({ severity: 'success', title: 'Atualizado', message: 'c', autoHideMs: 10 });
  store.notify({ key: 'poll', severity: 'error', title: 'Erro', message: 'b2' });
  expect(store.notices().map((n) => n.message)).toEqual(['a', 'c', 'b2']);
  store.dismiss(a);
  store.dismiss('unknown');
  expect(store.notices().map((n) => n.message)).toEqual(['c', 'b2']);
  expect(listener).toHaveBeenCalledTimes(5);
});

test('the same notice given again, without a key, is shown once, at the end (three refused clicks: one notice)', () => {
  const store = createNoticesStore();
  const refused = {
    severity: 'error' as const,
    title: 'Erro',
    message: 'Você não tem permissão para fazer isso.',
  };
  const first = store.notify(refused);
  store.notify({ severity: 'info', title: 'Info', message: 'other' });
  store.notify(refused);
  expect(store.notify(refused)).toBe(first);
  expect(store.notices().map((n) => n.message)).toEqual(['other', refused.message]);
  // Another message or severity is another notice.
  store.notify({ ...refused, severity: 'warning' });
  expect(store.notices()).toHaveLength(3);
});
