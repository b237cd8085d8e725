import type { i18n } from 'i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { ApiError, errorBodyOf } from './ApiError';

/** What the portal shows for a failed call (spec §8): not auto-closing, titled, of a type. */
export interface ErrorNotice {
  title: string;
  type: 'error' | 'warning';
  message: string;
}

/**
 * The notice for an error, per the catalogue of spec §8: title error_title (default 'Erro'), type
 * error_type, and the message translated from 'error_code.{code}' with {%1}, {%2}… filled from
 * error_vars, else error_message. An unreachable backend gets its own message naming the host. Errors
 * that carry neither error_code nor error_message pass through: the answer is undefined.
 */
export function errorNoticeOf(error: unknown, i18n: i18n): ErrorNotice | undefined {
  const ns = FEATURES_NAMESPACE;
  const defaultTitle = i18n.t('apiErrors.defaultTitle', { ns });
  if (error instanceof ApiError && error.kind === 'unreachable') {
    const message = i18n.t('apiErrors.backendUnreachable', { ns, host: error.host });
    return { title: defaultTitle, type: 'error', message };
  }
  const body = error instanceof ApiError ? error.body : errorBodyOf(error);
  const { error_code: code, error_message: fallback } = body;
  if (!code && !fallback) return undefined;
  const key = `error_code.${code}`;
  const message =
    code && i18n.exists(key, { ns }) ? fillErrorVars(i18n.t(key, { ns }), body.error_vars ?? []) : fallback;
  return {
    title: body.error_title || defaultTitle,
    type: body.error_type === 'warning' ? 'warning' : 'error',
    message: message ?? code ?? '',
  };
}

/** Replaces {%1}, {%2}… with the error's variables; a placeholder without a value is left out. */
export function fillErrorVars(text: string, vars: readonly string[]): string {
  return text.replace(/\{%(\d+)\}/g, (_, n: string) => vars[Number(n) - 1] ?? '');
}
