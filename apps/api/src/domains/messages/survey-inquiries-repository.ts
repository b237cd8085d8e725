import type { Queryable } from '../../db/database';

export interface SurveyInquiryRow {
  id: string;
  tag: string;
  question: string;
  created_at: Date;
  closes_at: Date | null;
}

export interface NewSurveyInquiry {
  tag: string;
  question: string;
  createdAt: Date;
  closesAt: Date | null;
}

/** The open survey inquiries that ask this user, newest first. */
export function listOpenSurveysOfUser(db: Queryable, userId: string): Promise<SurveyInquiryRow[]> {
  return db.query<SurveyInquiryRow>(
    `SELECT s.id, s.tag, s.question, s.created_at, s.closes_at
     FROM survey_inquiries s
     JOIN survey_inquiry_recipients r ON r.survey_id = s.id
     WHERE r.user_id = $1 AND (s.closes_at IS NULL OR s.closes_at > now())
     ORDER BY s.created_at DESC, s.id`,
    [userId],
  );
}

/** A survey inquiry asking the users with these emails (case-insensitive). */
export async function insertSurveyInquiry(
  db: Queryable,
  survey: NewSurveyInquiry,
  recipientEmails: readonly string[],
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO survey_inquiries (tag, question, created_at, closes_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [survey.tag, survey.question, survey.createdAt, survey.closesAt],
  );
  const id = rows[0]!.id;
  await db.query(
    `INSERT INTO survey_inquiry_recipients (survey_id, user_id)
     SELECT $1, id FROM users WHERE lower(email) = ANY (SELECT lower(unnest($2::text[])))`,
    [id, recipientEmails],
  );
  return id;
}
