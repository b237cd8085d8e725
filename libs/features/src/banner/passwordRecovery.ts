import { passwordRecoveryPagePath } from '@nuvem/api-contract/paths';

/**
 * Spec §5: the banner messages about a dedicated database user created or edited get a restore link, 'Clique
 * aqui para recuperar a senha'. The API names them by message_code (GET /me `message`).
 */
export const PASSWORD_RECOVERY_MESSAGE_CODES: readonly string[] = [
  'dedicated_db_user_created',
  'dedicated_db_user_edited',
];

/** Where the link leads: the password recovery ('Esqueci minha senha', /authentication/recover). */
export const PASSWORD_RECOVERY_PATH = passwordRecoveryPagePath;

/** The restore link of a banner message, or undefined when it has none. */
export function passwordRecoveryHrefOf(messageCode: string | undefined): string | undefined {
  return messageCode !== undefined && PASSWORD_RECOVERY_MESSAGE_CODES.includes(messageCode)
    ? PASSWORD_RECOVERY_PATH
    : undefined;
}
