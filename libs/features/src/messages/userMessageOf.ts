import type { UserMessage as ApiUserMessage } from '@nuvem/api-contract';
import type { UserMessage } from '@nuvem/ui';

/** A mail of GET /mails as the messages dropdown lists it. */
export function userMessageOf(mail: ApiUserMessage): UserMessage {
  return {
    id: mail.id,
    title: mail.title,
    message: mail.message,
    link: mail.link ?? undefined,
    readState: mail.readState,
    createdAt: mail.createdAt,
    isExternalLink: mail.isExternalLink,
  };
}
