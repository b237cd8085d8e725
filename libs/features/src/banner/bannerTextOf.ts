import type { UserInfo } from '@nuvem/api-contract';
import type { i18n } from 'i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { logger } from '../logging/logger';

/**
 * The text of the user message banner: GET /me `message` translated from 'env_message.{message_code}'
 * (spec §8). Undefined without a message, or for a code that has no text (logged: a text is missing).
 */
export function bannerTextOf(message: UserInfo['message'] | undefined, i18n: i18n): string | undefined {
  if (!message) return undefined;
  const key = `env_message.${message.message_code}`;
  if (!i18n.exists(key, { ns: FEATURES_NAMESPACE })) {
    logger.warn(`No text for the banner message ${message.message_code}`);
    return undefined;
  }
  return i18n.t(key, { ns: FEATURES_NAMESPACE });
}
