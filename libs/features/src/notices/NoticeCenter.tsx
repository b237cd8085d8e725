import { NoticeStack } from '@nuvem/ui';
import { useSyncExternalStore } from 'react';
import { useNoticesStore } from './NoticesProvider';

/** The notices of the nearest NoticesProvider, shown with the design system's NoticeStack. */
export function NoticeCenter() {
  const store = useNoticesStore();
  const notices = useSyncExternalStore(store.subscribe, store.notices, store.notices);
  return <NoticeStack notices={notices} onClose={store.dismiss} />;
}
