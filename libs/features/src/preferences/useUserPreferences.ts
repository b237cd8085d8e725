import type { Preference, PreferenceNamespace } from '@nuvem/api-contract';
import { preferenceEndpoints } from '@nuvem/api-contract/paths';
import type { UserPreferencesState, UserPreferencesValues } from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, isApiError } from '../api/ApiError';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { SUCCESS_TOAST_MS } from '../notices/noticesConstants';
import { useNotify } from '../notices/useNotify';
import { sessionKeys } from '../session/sessionKeys';
import { useSession } from '../session/useSession';
import { preferencesKeys } from './preferencesKeys';

export interface UserPreferences {
  /** The saved phones and notes (empty until read). The same object while nothing changed. */
  values: UserPreferencesValues;
  /** loading until both are read; error with the API's error translated (spec §8); ready. */
  state: UserPreferencesState;
  /** Reads them again after a failure. */
  retry: () => void;
  /** Replaces both preferences; resolves true when both were saved (never rejects). */
  save: (values: UserPreferencesValues) => Promise<boolean>;
  /**
   * Replaces both preferences as one save intent (Idempotency-Key `{key}:phones` and `{key}:notes`), with
   * the toast; rejects with the first failure, its error_fields moved from the request's body onto the
   * list ('/data/1' of the phones is '/phones/1'). What was saved stays saved. For useSchemaForm.
   */
  send: (values: UserPreferencesValues, idempotencyKey: string) => Promise<void>;
  /** A save is on its way. */
  saving: boolean;
  /** Why the last save failed, translated; undefined after a success or while saving. */
  saveError: string | undefined;
}

const NONE: readonly never[] = [];

/** A body's error_fields as the form names them: the `data` of a namespace's PUT is that namespace's list. */
function onList(error: unknown, namespace: 'phones' | 'notes'): unknown {
  if (!isApiError(error) || !error.body.error_fields) return error;
  const error_fields = error.body.error_fields.map((field) =>
    field.in === 'body' && /^\/data(\/|$)/.test(field.path)
      ? { ...field, path: field.path.replace(/^\/data/, `/${namespace}`) }
      : field,
  );
  return new ApiError(
    error.kind,
    error.status,
    { ...error.body, error_fields },
    error.host,
    error.retryAfterMs,
  );
}

/**
 * The user's own phones and notes preferences (GET and PUT /preferences/phones and /preferences/notes, spec
 * §3, §7). A save replaces both lists; each answer goes straight into the cache, so the 'Cadastro incompleto'
 * check (useIncompleteRegistration, which reads `phones` through the same key) is answered again at once, and
 * GET /me, whose record it reads too, is asked again. Success: a toast; failure: the server's error, for the
 * form to show beside the edits it keeps.
 */
export function useUserPreferences(): UserPreferences {
  const { status, epoch, client } = useSession();
  const { mutate } = useSWRConfig();
  const { notify } = useNotify();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const get = <N extends PreferenceNamespace>(namespace: N) =>
    client.call<Preference<N>>(preferenceEndpoints.get, { params: { namespace } });
  const phones = useSWR(preferencesKeys.of({ status, epoch }, 'phones'), () => get('phones'));
  const notes = useSWR(preferencesKeys.of({ status, epoch }, 'notes'), () => get('notes'));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  const phonesData = phones.data?.data.data;
  const notesData = notes.data?.data.data;
  const values = useMemo(
    (): UserPreferencesValues => ({ phones: phonesData ?? NONE, notes: notesData ?? NONE }),
    [phonesData, notesData],
  );
  const failure = phones.error ?? notes.error;
  const messageOf = useCallback(
    (error: unknown) => noticeOf(error)?.message ?? t('error_code.internal_error'),
    [noticeOf, t],
  );
  const state: UserPreferencesState =
    failure !== undefined
      ? { status: 'error', message: messageOf(failure) }
      : phones.data === undefined || notes.data === undefined
        ? { status: 'loading' }
        : { status: 'ready' };

  const { mutate: setPhones } = phones;
  const { mutate: setNotes } = notes;
  const retry = useCallback(() => {
    void setPhones();
    void setNotes();
  }, [setPhones, setNotes]);

  const send = useCallback(
    async (next: UserPreferencesValues, idempotencyKey: string) => {
      const put = <N extends 'phones' | 'notes'>(namespace: N, data: UserPreferencesValues[N]) =>
        client.call<Preference<N>>(preferenceEndpoints.put, {
          params: { namespace },
          body: { data },
          idempotencyKey: `${idempotencyKey}:${namespace}`,
        });
      const [savedPhones, savedNotes] = await Promise.allSettled([
        put('phones', next.phones),
        put('notes', next.notes),
      ]);
      // What was saved is saved, even when the other half failed.
      if (savedPhones.status === 'fulfilled') await setPhones(savedPhones.value, { revalidate: false });
      if (savedNotes.status === 'fulfilled') await setNotes(savedNotes.value, { revalidate: false });
      const me = sessionKeys.me({ status, epoch });
      if (me) void mutate(me);
      if (savedPhones.status === 'rejected') throw onList(savedPhones.reason, 'phones');
      if (savedNotes.status === 'rejected') throw onList(savedNotes.reason, 'notes');
      notify({
        severity: 'success',
        title: t('preferences.savedTitle'),
        message: t('preferences.saved'),
        autoHideMs: SUCCESS_TOAST_MS,
      });
    },
    [client, status, epoch, setPhones, setNotes, mutate, notify, t],
  );

  const save = useCallback(
    async (next: UserPreferencesValues) => {
      setSaving(true);
      setSaveError(undefined);
      try {
        await send(next, crypto.randomUUID());
        return true;
      } catch (error) {
        setSaveError(messageOf(error));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [send, messageOf],
  );

  return { values, state, retry, save, send, saving, saveError };
}
