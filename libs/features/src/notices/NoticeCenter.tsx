import { NoticeStack } from '@nuvem/ui';
import { useSyncExternalStore } from 'react';
import { useNoticesStore } from './NoticesProvider';

export interface NoticeCenterProps {
  /** Width (px) of the right sidebar while it is open: the notices keep clear of it. */
  endPanelWidth?: number;
}

/** The notices of the nearest NoticesProvider, shown with the design system's NoticeStack. */
export function NoticeCenter({ endPanelWidth }: NoticeCenterProps) {
  const store = useNoticesStore();
  const notices = useSyncExternalStore(store.subscribe, store.notices, store.notices);
  return <NoticeStack notices={notices} onClose={store.dismiss} endPanelWidth={endPanelWidth} />;
}
