import type { UserMessage } from '../model/userMessage';

/** The envelope's count: messages not read yet (portal spec §2.7, §4). */
export function countUnread(messages: readonly Pick<UserMessage, 'readState'>[]): number {
  let unread = 0;
  for (const message of messages) if (!message.readState) unread++;
  return unread;
}

/** Anchor attributes of a message link: external links open in a new tab, without access to the portal. */
export function messageLinkTarget(message: Pick<UserMessage, 'isExternalLink'>): {
  target?: '_blank';
  rel?: 'noopener noreferrer';
} {
  return message.isExternalLink ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
