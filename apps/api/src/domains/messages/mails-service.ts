// The messages dropdown (spec §2.7): the user's mails, marking one read or unread, and 'Marcar todas como lidas'.
import {
  defaultMailsLimit,
  type Mails,
  type MailsQuery,
  type MarkAllMailsRead,
  type UserMessage,
} from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import {
  countUnreadMessages,
  listUserMessages,
  markAllMessagesRead,
  setMessageReadState,
  type UserMessageRow,
} from './user-messages-repository';
import type { Principal } from '../session/session-service';

function toUserMessage(row: UserMessageRow): UserMessage {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    readState: row.read_state,
    createdAt: row.created_at.toISOString(),
    isExternalLink: row.is_external_link,
  };
}

/** Count is always the number of unread messages; Items holds the read ones too with include=read. */
export async function listMails(db: Queryable, principal: Principal, query: MailsQuery): Promise<Mails> {
  const [count, rows] = await Promise.all([
    countUnreadMessages(db, principal.userId),
    listUserMessages(db, principal.userId, {
      includeRead: query.include === 'read',
      limit: query.limit ?? defaultMailsLimit,
    }),
  ]);
  return { Count: count, Items: rows.map(toUserMessage) };
}

/** Another user's message answers the same 404 as a message that does not exist. */
export async function updateMail(
  db: Queryable,
  principal: Principal,
  messageId: string,
  readState: boolean,
): Promise<UserMessage> {
  const row = await setMessageReadState(db, principal.userId, messageId, readState);
  if (!row)
    throw new ApiError(404, 'message_not_found', `No message ${messageId} for this user.`, [messageId]);
  return toUserMessage(row);
}

export async function markAllMailsRead(db: Queryable, principal: Principal): Promise<MarkAllMailsRead> {
  return { updated: await markAllMessagesRead(db, principal.userId) };
}
