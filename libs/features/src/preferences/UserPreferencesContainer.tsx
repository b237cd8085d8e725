import { preferenceDataSchemas } from '@nuvem/api-contract/forms';
import { UserPreferencesForm, type UserPreferencesValues } from '@nuvem/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Type } from 'typebox';
import { useSchemaForm, type SchemaFormFieldError } from '../forms/useSchemaForm';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useUserPreferences } from './useUserPreferences';

/** The two PUTs' data schemas as one form: what the API will hold each list to. */
const UserPreferencesSchema = Type.Object({
  phones: preferenceDataSchemas.phones,
  notes: preferenceDataSchemas.notes,
});

/**
 * The user-preferences screen (/user-preferences, spec §2.1, §2.10) on the API: the user's phones, which the
 * 'Cadastro incompleto' modal asks for, and personal notes, saved with a toast. The save goes through
 * useSchemaForm: the lists are held to the API's schemas before any request, one Idempotency-Key per save
 * intent, and a refusal naming a phone or note shows under its list ('Telefone 2: …').
 */
export function UserPreferencesContainer() {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'preferences' });
  const { values, state, retry, send } = useUserPreferences();
  const { form, submit, busy, alert, errorsUnder } = useSchemaForm<UserPreferencesValues>({
    schema: UserPreferencesSchema,
    defaultValues: values,
    submit: (next, { idempotencyKey }) => send(next, idempotencyKey),
  });
  const { setValue } = form;
  const onSave = useCallback(
    (next: UserPreferencesValues) => {
      setValue('phones', next.phones);
      setValue('notes', next.notes);
      void submit();
    },
    [setValue, submit],
  );
  /** The first refusal in a list: an item's says which ('Telefone 2: …'), the list's as is. */
  const listError = (list: 'phones' | 'notes', item: 'phoneError' | 'noteError') => {
    const [first]: SchemaFormFieldError[] = errorsUnder(list);
    if (!first) return undefined;
    const index = Number(first.name.split('.')[1]);
    return Number.isInteger(index) ? t(item, { n: index + 1, message: first.message }) : first.message;
  };
  return (
    <UserPreferencesForm
      values={values}
      state={state}
      onRetry={retry}
      onSave={onSave}
      saving={busy}
      saveError={alert}
      listErrors={{ phones: listError('phones', 'phoneError'), notes: listError('notes', 'noteError') }}
    />
  );
}
