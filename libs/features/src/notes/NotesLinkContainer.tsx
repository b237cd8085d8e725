import { NotesLink } from '@nuvem/ui';
import { useNotesCount } from './useNotesCount';

export interface NotesLinkContainerProps {
  cloudId: string | undefined;
  /** The user holds list_notes. */
  allowed: boolean;
}

/** The top bar's link to /notes with the count of checked notes; hidden without list_notes or on a 403. */
export function NotesLinkContainer({ cloudId, allowed }: NotesLinkContainerProps) {
  const count = useNotesCount(cloudId, allowed);
  return count === undefined ? null : <NotesLink count={count} />;
}
