import type { ErrorField } from '@nuvem/api-contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TSchema } from 'typebox';
import { isApiError } from '../api/ApiError';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { fieldErrorMessage } from './fieldErrorMessage';
import { fieldNameOf, type SchemaFieldError } from './schemaErrors';
import { schemaResolver } from './schemaResolver';

export interface SchemaFormOptions<T extends FieldValues, Answer> {
  /** The route's body schema, from @nuvem/api-contract: the same rules the API holds the request to. */
  schema: TSchema;
  defaultValues: DefaultValues<T>;
  /**
   * Sends valid values (an API client call); the key goes in its Idempotency-Key header. Rejects with the
   * API's error: a 400's error_fields land on their fields, any other error in the form's alert.
   */
  submit: (values: T, call: { idempotencyKey: string }) => Promise<Answer>;
  /** After the API took the values. */
  onSubmitted?: (answer: Answer, values: T) => void;
  /**
   * The form field an error_fields entry names, undefined for none. By default the body's pointer as a
   * field name ('/name' is 'name'); a form whose values are not the body as is (a list sent as `{ data }`)
   * maps its own.
   */
  fieldOf?: (field: ErrorField) => string | undefined;
  /** A new Idempotency-Key; random by default, tests pass a predictable one. */
  newKey?: () => string;
  /**
   * Rules of the route the schema cannot say (api-contract's iaasCidrProblemOf), as error_fields would name
   * them; checked before any request once the schema's hold. Keep it stable (module scope or memoised).
   */
  check?: (values: T) => SchemaFieldError[];
}

/** What FormTextField, FormSelect and FormNumberField take for one field. */
export interface SchemaFormField<V> {
  name: string;
  value: V;
  /** undefined (an emptied number field) is kept and refused by the schema on submit, as any bad value. */
  onChange: (value: V | undefined) => void;
  onBlur: () => void;
  /** Why the value is refused, translated. */
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}

/**
 * A text field's props as FormTextField and FormSelect take them, to spread: the value '' while there is none,
 * and, with `emptyAs`, an emptied field written as that value (an optional field left out of the body).
 */
export interface SchemaFormTextField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}

/** A refused field under a name: its dotted name and why. */
export interface SchemaFormFieldError {
  name: string;
  message: string;
}

export interface SchemaForm<T extends FieldValues> {
  /** react-hook-form's own, for what the helpers below do not cover (a list's fields, reset). */
  form: UseFormReturn<T>;
  /** Form's onSubmit: checks every field, then sends; resolves true when the API took the values. */
  submit: () => Promise<boolean>;
  /** The values are on their way: Form's and FormActions' busy. */
  busy: boolean;
  /** The refusal no field owns (the API's error code, translated): FormAlert's message. */
  alert: string | undefined;
  /** One field's props. */
  field: <N extends Path<T>>(name: N) => SchemaFormField<PathValue<T, N>>;
  /** A text field's props (a string-valued field), to spread on FormTextField or FormSelect. */
  text: <N extends Path<T>>(name: N, options?: { emptyAs?: undefined | null }) => SchemaFormTextField;
  /** The refusals at or under a name (a list and its items), in the order they were found. */
  errorsUnder: (name: string) => SchemaFormFieldError[];
}

const randomKey = () => crypto.randomUUID();

/** The message at a dotted name of react-hook-form's nested errors. */
function messageAt(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const segment of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[segment];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A form whose rules are the API route's TypeBox schema (react-hook-form, checked by schemaResolver): a bad
 * field says why, in the user's language with the rule's bound ('Informe no máximo 120 caracteres.'),
 * before any request; once submitted, each change is checked again. A valid submit calls `submit` with an
 * Idempotency-Key per intent: sending the same values again after a failure (a retry, a second click)
 * reuses it, so the API acts once; other values, or a success, start a new one. A 400 naming its fields
 * (error_fields) puts each reason on its field; any other refusal is the form's alert. Focus goes to the
 * first refused field.
 */
export function useSchemaForm<T extends FieldValues, Answer = unknown>({
  schema,
  defaultValues,
  submit: send,
  onSubmitted,
  fieldOf = (field) => (field.in === 'body' ? fieldNameOf(field.path) : undefined),
  newKey = randomKey,
  check,
}: SchemaFormOptions<T, Answer>): SchemaForm<T> {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'forms' });
  const { t: tFeatures } = useTranslation(FEATURES_NAMESPACE);
  const noticeOf = useErrorNotice();
  const messageOf = useCallback((error: Omit<SchemaFieldError, 'path'>) => fieldErrorMessage(t, error), [t]);
  const resolver = useMemo(() => schemaResolver<T>(schema, messageOf, check), [schema, messageOf, check]);
  const form = useForm<T>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  /** The key of the values last sent without success, kept for a retry of the same values. */
  const pending = useRef<{ key: string; sent: string }>(undefined);
  const inputs = useRef(new Map<string, HTMLElement>());

  const focusFirst = (names: readonly string[]) => {
    const refused = names
      .map((name) => inputs.current.get(name))
      .filter((element): element is HTMLElement => element !== undefined && element.isConnected);
    refused.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    refused[0]?.focus();
  };

  /** The 400's fields this form has, each set on its field; the error is the alert when none is. */
  const placeOnFields = (error: unknown): boolean => {
    if (!isApiError(error) || error.status !== 400) return false;
    const placed: string[] = [];
    for (const field of error.body.error_fields ?? []) {
      const name = fieldOf(field);
      if (!name || !(name.split('.')[0]! in (defaultValues as object))) continue;
      form.setError(name as Path<T>, { type: field.keyword, message: messageOf(field) });
      placed.push(name);
    }
    focusFirst(placed);
    return placed.length > 0;
  };

  const onValid = async (values: T): Promise<boolean> => {
    const sent = JSON.stringify(values);
    if (pending.current?.sent !== sent) pending.current = { key: newKey(), sent };
    try {
      const answer = await send(values, { idempotencyKey: pending.current.key });
      pending.current = undefined;
      onSubmitted?.(answer, values);
      return true;
    } catch (error) {
      if (!placeOnFields(error)) setAlert(noticeOf(error)?.message ?? tFeatures('error_code.internal_error'));
      return false;
    }
  };

  const submit = async (): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setAlert(undefined);
    let accepted = false;
    try {
      await form.handleSubmit(
        async (values) => {
          accepted = await onValid(values);
        },
        (errors) => focusFirst(Object.keys(flatten(errors))),
      )();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    return accepted;
  };

  // Read in render: react-hook-form re-renders on what is read (every value, the errors).
  form.watch();
  const { errors, isSubmitted } = form.formState;
  const field = <N extends Path<T>>(name: N): SchemaFormField<PathValue<T, N>> => ({
    name,
    value: form.getValues(name),
    onChange: (value) =>
      form.setValue(name, value as PathValue<T, N>, { shouldDirty: true, shouldValidate: isSubmitted }),
    onBlur: () => {},
    error: messageAt(errors, name),
    inputRef: (element) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
  });

  const text = <N extends Path<T>>(
    name: N,
    options?: { emptyAs?: undefined | null },
  ): SchemaFormTextField => {
    const bound = field(name);
    const emptied = options && 'emptyAs' in options;
    return {
      ...bound,
      value: (bound.value as string | null | undefined) ?? '',
      onChange: (value) =>
        bound.onChange((value === '' && emptied ? options.emptyAs : value) as PathValue<T, N>),
    };
  };

  const errorsUnder = (name: string): SchemaFormFieldError[] =>
    Object.keys(flatten(errors))
      .filter((refused) => refused === name || refused.startsWith(`${name}.`))
      .map((refused) => ({ name: refused, message: messageAt(errors, refused) ?? '' }));

  return { form, submit, busy, alert, field, text, errorsUnder };
}

/** The dotted names of every error in react-hook-form's nested errors. */
function flatten(errors: object, prefix = ''): Record<string, true> {
  const names: Record<string, true> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') names[name] = true;
    else Object.assign(names, flatten(value as object, name));
  }
  return names;
}
