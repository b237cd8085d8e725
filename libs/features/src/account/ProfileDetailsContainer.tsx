import type { Profile, ProfileUpdateBody } from '@nuvem/api-contract';
import { ProfileUpdateBodySchema } from '@nuvem/api-contract/forms';
import { profileEndpoints } from '@nuvem/api-contract/paths';
import { DEFAULT_LOCALE, LOCALES, ProfileDetailsForm, type Locale } from '@nuvem/ui';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useStoredChoice } from '../preferences/useStoredChoice';
import { sessionKeys } from '../session/sessionKeys';
import { useSession } from '../session/useSession';
import { useProfile } from './useProfile';

/** Where the portal keeps its language (App's choice): a saved profile language becomes the portal's. */
const LOCALE_KEY = 'nuvem-locale';

const valuesOf = (profile: Profile | undefined): ProfileUpdateBody => ({
  full_name: profile?.full_name ?? '',
  phone: profile?.phone ?? null,
  language: profile?.language ?? DEFAULT_LOCALE,
});

/**
 * Perfil › Dados pessoais on the API: GET /profile, saved with PATCH /profile (one Idempotency-Key per save
 * intent, the route's schema checked first). Once saved, /me is asked again (the top bar shows the name) and
 * the language chosen becomes the portal's.
 */
export function ProfileDetailsContainer() {
  const { status, epoch, client } = useSession();
  const { mutate } = useSWRConfig();
  const { profile, state, retry, saved: cache } = useProfile();
  const [, setLocale] = useStoredChoice<Locale>(LOCALE_KEY, LOCALES, DEFAULT_LOCALE);
  const [saved, setSaved] = useState(false);
  const { submit, busy, alert, text, form } = useSchemaForm<ProfileUpdateBody, Profile>({
    schema: ProfileUpdateBodySchema,
    defaultValues: valuesOf(profile),
    submit: (values, { idempotencyKey }) =>
      client.call<Profile>(profileEndpoints.update, { body: values, idempotencyKey }),
    onSubmitted: (answer) => {
      cache(answer);
      form.reset(valuesOf(answer));
      setSaved(true);
      setLocale(answer.language);
      void mutate(sessionKeys.me({ status, epoch }));
    },
  });
  // The form holds the profile as read; a later read (another tab saved) replaces untouched values.
  const { reset, formState } = form;
  useEffect(() => {
    if (profile && !formState.isDirty) reset(valuesOf(profile));
  }, [profile, reset, formState.isDirty]);
  const bind = <N extends keyof ProfileUpdateBody>(name: N, options?: { emptyAs: null }) => {
    const field = text(name, options);
    return { ...field, onChange: (value: string) => (setSaved(false), field.onChange(value)) };
  };
  return (
    <ProfileDetailsForm
      state={state}
      onRetry={retry}
      email={profile?.email ?? ''}
      fullName={bind('full_name')}
      phone={bind('phone', { emptyAs: null })}
      language={bind('language')}
      onSubmit={() => void submit()}
      busy={busy}
      alert={alert}
      saved={saved}
    />
  );
}
