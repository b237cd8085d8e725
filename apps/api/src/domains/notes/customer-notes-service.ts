// An environment's customer notes and the top bar's count of checked ones; both need list_notes.
import type { CustomerNotes, NotesQuantity } from '@nuvem/api-contract';
import { environmentOf, requireFeature } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { countCheckedCustomerNotes, listCustomerNotes } from './customer-notes-repository';
import type { Principal } from '../session/session-service';

const feature = 'list_notes';

export async function listNotesOfEnvironment(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<CustomerNotes> {
  await requireFeature(db, principal, feature);
  const environment = await environmentOf(db, principal, cloudId);
  const rows = await listCustomerNotes(db, environment.id);
  return {
    notes: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      checked: row.checked,
      author: row.author,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
  };
}

export async function countCheckedNotes(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<NotesQuantity> {
  await requireFeature(db, principal, feature);
  const environment = await environmentOf(db, principal, cloudId);
  return { quantity: await countCheckedCustomerNotes(db, environment.id) };
}
