// Messages and alerts (spec §3, §7): the user's mails, communications of an environment, legacy user alerts,
// migration notices, customer notes and survey inquiries.
import { Type, type Static } from 'typebox';
export { messageEndpoints } from './endpoints';

const Timestamp = Type.String({ format: 'date-time' });

/** How an alert or communication is styled in the banner. */
export const AlertLevelSchema = Type.Union([
  Type.Literal('info'),
  Type.Literal('warning'),
  Type.Literal('danger'),
  Type.Literal('success'),
]);
export type AlertLevel = Static<typeof AlertLevelSchema>;

// ---- Mails (the messages dropdown) ----

export const UserMessageSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  message: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  readState: Type.Boolean(),
  createdAt: Timestamp,
  isExternalLink: Type.Boolean({ description: 'Open link in a new tab (outside the portal).' }),
});
export type UserMessage = Static<typeof UserMessageSchema>;

export const defaultMailsLimit = 50;

export const MailsQuerySchema = Type.Object(
  {
    include: Type.Optional(
      Type.Literal('read', { description: "'Ver mensagens antigas': also the messages already read." }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: defaultMailsLimit })),
  },
  { additionalProperties: false },
);
export type MailsQuery = Static<typeof MailsQuerySchema>;

export const MailsSchema = Type.Object({
  Count: Type.Integer({ description: 'How many messages are unread (the envelope badge).' }),
  Items: Type.Array(UserMessageSchema, { description: 'Newest first.' }),
});
export type Mails = Static<typeof MailsSchema>;

export const MailIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const UpdateMailBodySchema = Type.Object(
  { readState: Type.Boolean() },
  { additionalProperties: false },
);
export type UpdateMailBody = Static<typeof UpdateMailBodySchema>;

export const MarkAllMailsReadSchema = Type.Object({
  updated: Type.Integer({ description: 'How many messages went from unread to read.' }),
});
export type MarkAllMailsRead = Static<typeof MarkAllMailsReadSchema>;

// ---- Communications of an environment ----

export const CommunicationsQuerySchema = Type.Object(
  {
    marketplace: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1,
        description: '1: the marketplace communications; 0 or absent: the others.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CommunicationsQuery = Static<typeof CommunicationsQuerySchema>;

export const CommunicationEventSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  notification_type: Type.Literal('alert'),
  top_type: AlertLevelSchema,
  content: Type.String(),
  created_at: Timestamp,
});
export type CommunicationEvent = Static<typeof CommunicationEventSchema>;

export const CommunicationsSchema = Type.Object({
  communication_events: Type.Array(CommunicationEventSchema),
});
export type Communications = Static<typeof CommunicationsSchema>;

// ---- Legacy user alerts ----

export const UserAlertSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: AlertLevelSchema,
  text: Type.String(),
  created_at: Timestamp,
});
export type UserAlert = Static<typeof UserAlertSchema>;

export const UserAlertsSchema = Type.Object({ alerts: Type.Array(UserAlertSchema) });
export type UserAlerts = Static<typeof UserAlertsSchema>;

// ---- Migration notices (field names as the portal reads them) ----

export const MigrationNoticeSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  CCODE: Type.String({ description: "The environment's t_code." }),
  'DATA INICIAL': Type.String({ description: 'Start date, DD/MM/YYYY, São Paulo time.' }),
  'HORARIO INICIAL': Type.String({ description: 'Start time, HH:mm, São Paulo time.' }),
  'DATA FINAL': Type.String({ description: 'End date, DD/MM/YYYY, São Paulo time.' }),
  'HORARIO FINAL': Type.String({ description: 'End time, HH:mm, São Paulo time.' }),
  MENSAGEM: Type.String(),
  starts_at: Type.String({
    format: 'date-time',
    description: 'The start as an instant (for the 7-day rule).',
  }),
  ends_at: Type.String({ format: 'date-time' }),
});
export type MigrationNotice = Static<typeof MigrationNoticeSchema>;

export const MigrationNoticesSchema = Type.Object({
  notices: Type.Array(MigrationNoticeSchema, { description: 'Not yet ended, soonest first.' }),
});
export type MigrationNotices = Static<typeof MigrationNoticesSchema>;

// ---- Customer notes ----

export const CustomerNoteSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  content: Type.String(),
  checked: Type.Boolean(),
  author: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CustomerNote = Static<typeof CustomerNoteSchema>;

export const CustomerNotesSchema = Type.Object({ notes: Type.Array(CustomerNoteSchema) });
export type CustomerNotes = Static<typeof CustomerNotesSchema>;

export const NotesQuantitySchema = Type.Object({
  quantity: Type.Integer({ description: 'How many notes of the environment are checked (the top bar).' }),
});
export type NotesQuantity = Static<typeof NotesQuantitySchema>;

// ---- Survey inquiries ----

export const SurveyInquirySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  tag: Type.String(),
  question: Type.String(),
  emails: Type.Array(Type.String(), {
    description: "The recipients' emails as far as the caller may see them: only their own.",
  }),
  created_at: Timestamp,
  closes_at: Type.Union([Timestamp, Type.Null()]),
});
export type SurveyInquiry = Static<typeof SurveyInquirySchema>;

export const SurveyInquiriesSchema = Type.Object({ surveys: Type.Array(SurveyInquirySchema) });
export type SurveyInquiries = Static<typeof SurveyInquiriesSchema>;
