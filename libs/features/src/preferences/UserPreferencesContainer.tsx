import { UserPreferencesForm, type UserPreferencesValues } from '@nuvem/ui';
import { useCallback } from 'react';
import { useUserPreferences } from './useUserPreferences';

/**
 * The user-preferences screen (/user-preferences, spec §2.1, §2.10) on the API: the user's phones, which the
 * 'Cadastro incompleto' modal asks for, and personal notes, saved with a toast.
 */
export function UserPreferencesContainer() {
  const { values, state, retry, save, saving, saveError } = useUserPreferences();
  const onSave = useCallback((next: UserPreferencesValues) => void save(next), [save]);
  return (
    <UserPreferencesForm
      values={values}
      state={state}
      onRetry={retry}
      onSave={onSave}
      saving={saving}
      saveError={saveError}
    />
  );
}
