import { z } from 'zod/mini';
import { TASKS, type TaskId } from '../tasks';

// What the API answers (issue 21): every JSON route declares its answers with these schemas and
// the ones beside each request schema. The server serialises through them
// (fastify-type-provider-zod: an answer that does not fit is a 500, never sent), the client
// takes its answer types from them (`z.output`), and the API tests parse every answer they
// receive with the route's declared schema (tests/fixtures/response-contract.ts).

/**
 * A moment as the wire carries it: an ISO 8601 string. The server may hand a `Date` (a
 * database row), which is sent as its ISO string; the client reads a string either way.
 */
export const timestamp = z.union([
  z.iso.datetime(),
  z.pipe(
    z.date(),
    z.transform((date: Date) => date.toISOString()),
  ),
]);

/** The body of every 4xx answer (DESIGN.md §4): `{error, message, fields?}`. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorAnswer = z.output<typeof apiErrorSchema>;

/** Spread into a route's `response`: its 4xx answers are the shared error body. */
export const errorAnswers = { '4xx': apiErrorSchema } as const;

const TASK_ID_VALUES = TASKS.map((task) => task.id) as [TaskId, ...TaskId[]];
export const taskIdSchema = z.enum(TASK_ID_VALUES);

/** GET /api/config: non-secret settings the client shows. */
export const configAnswerSchema = z.object({
  /** The employer's name as hires read it (trading name, else legal name: settings, decision 087). */
  companyName: z.string(),
  legalName: z.string(),
  /** 11 digits, or '' before the owner's setup gives it. */
  abn: z.string(),
  /** The logo's URL (GET /api/logo), or null. */
  logoUrl: z.nullable(z.string()),
  /** Whether the owner has completed the first-run setup. */
  setupDone: z.boolean(),
  /** The employer's default fund as the super choice names it: no bank details. */
  defaultFund: z.object({
    kind: z.enum(['apra', 'smsf']),
    name: z.string(),
    abn: z.string(),
    /** The USI of an APRA fund; an SMSF's electronic service address. */
    usi: z.string(),
  }),
  /** The employer's IANA time zone: every date and time is shown in it (issue 35). */
  timeZone: z.string(),
  /** How a hire reaches the employer, as the collection notice names it (decision 106); '' when not given. */
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string() }),
  /** The employer's privacy policy (https), or ''. */
  privacyPolicyUrl: z.string(),
  /** Whether a hire is offered a union card (issue 42 item 3): the employer's setting, off by default. */
  askUnionMembership: z.boolean(),
  /** Whether HR may send an invitation by SMS: the operator has set a provider (decision 114). */
  smsInvitations: z.boolean(),
});
export type ConfigAnswer = z.output<typeof configAnswerSchema>;

/**
 * GET /healthz: 200 when the database answers and can write and the data directory's disk has
 * room; 503 naming the first fault (issue 37 item 6), with what was measured.
 */
export const healthAnswerSchema = z.object({
  ok: z.literal(true),
  database: z.string(),
  /** A small write (an `app_settings` row) went through, within the last few seconds. */
  canWrite: z.boolean(),
  /** Free megabytes on the file system holding DATA_DIR (null: could not be read). */
  freeMb: z.nullable(z.number()),
  minFreeMb: z.number(),
});
export const healthDownAnswerSchema = z.object({
  ok: z.literal(false),
  /** `data_key_superseded`: this instance's data key is older than the database's (decision 038). */
  error: z.enum(['database_unreachable', 'database_cannot_write', 'disk_space_low', 'data_key_superseded']),
  message: z.string(),
  database: z.optional(z.string()),
  canWrite: z.optional(z.boolean()),
  freeMb: z.optional(z.nullable(z.number())),
  minFreeMb: z.optional(z.number()),
});

/** PUT and GET /api/me/photo: the draft headshot as a stored file. */
export const draftPhotoAnswerSchema = z.object({ fileId: z.string(), url: z.string() });
export type DraftPhotoAnswer = z.output<typeof draftPhotoAnswerSchema>;
/** GET /api/me/photo: the draft headshot, or null while none is saved (not an error). */
export const draftPhotoOrNoneSchema = z.nullable(draftPhotoAnswerSchema);

/** POST and DELETE /api/me/editing/{taskId}. */
export const editingAnswerSchema = z.object({ editing: z.nullable(taskIdSchema) });
/** POST /api/me/reset/personal-information. */
export const resetAnswerSchema = z.object({ reset: z.literal('personal-information') });

/** POST /api/me/clear: the session's own data is gone. */
export const clearOwnDataAnswerSchema = z.object({ cleared: z.literal(true), removedMember: z.boolean() });
export type ClearOwnDataAnswer = z.output<typeof clearOwnDataAnswerSchema>;

/** POST /api/auth/email-code. */
export const emailCodeAnswerSchema = z.object({ sent: z.literal(true), message: z.string() });
export type EmailCodeAnswer = z.output<typeof emailCodeAnswerSchema>;

/** POST /api/auth/sign-out. */
export const signOutAnswerSchema = z.object({ signedOut: z.literal(true) });

/** DELETE answers of the employee's own records ('Reset'). */
export const clearedAnswerSchema = z.object({ cleared: z.literal(true) });
