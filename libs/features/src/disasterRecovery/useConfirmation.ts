import { useCallback, useState } from 'react';
import { useErrorNotice } from '../api/useErrorNotice';

export interface Confirmation<T> {
  /** What the open dialog confirms; undefined while it is closed. */
  asked: { target: T } | undefined;
  /** The action is on its way. */
  busy: boolean;
  /** The API's refusal, translated (spec §8); the dialog stays open with it. */
  error: string | null;
  ask: (target: T) => void;
  cancel: () => void;
  /** Runs the action with what the user typed; closes the dialog when it succeeds. */
  confirm: (typed: string) => Promise<void>;
}

/** The state of a confirmation dialog around one action of the disaster-recovery pages. */
export function useConfirmation<T>(run: (target: T, typed: string) => Promise<void>): Confirmation<T> {
  const noticeOf = useErrorNotice();
  const [asked, setAsked] = useState<{ target: T }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = useCallback((target: T) => {
    setError(null);
    setAsked({ target });
  }, []);
  const cancel = useCallback(() => setAsked(undefined), []);
  const confirm = useCallback(
    async (typed: string) => {
      if (!asked) return;
      setBusy(true);
      setError(null);
      try {
        await run(asked.target, typed);
        setAsked(undefined);
      } catch (failure) {
        setError(noticeOf(failure)?.message ?? String(failure));
      } finally {
        setBusy(false);
      }
    },
    [asked, noticeOf, run],
  );
  return { asked, busy, error, ask, cancel, confirm };
}
