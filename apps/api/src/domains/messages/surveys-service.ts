import type { SurveyInquiries } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { unauthorized } from '../../errors';
import { listOpenSurveysOfUser } from './survey-inquiries-repository';
import { findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';

/**
 * The open survey inquiries that ask the user. `emails` carries only the user's own email: the other
 * recipients' addresses are other people's data.
 */
export async function listSurveysOfUser(db: Queryable, principal: Principal): Promise<SurveyInquiries> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw unauthorized();
  const rows = await listOpenSurveysOfUser(db, principal.userId);
  return {
    surveys: rows.map((row) => ({
      id: row.id,
      tag: row.tag,
      question: row.question,
      emails: [user.email],
      created_at: row.created_at.toISOString(),
      closes_at: row.closes_at?.toISOString() ?? null,
    })),
  };
}
