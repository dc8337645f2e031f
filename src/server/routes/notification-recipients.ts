import { adminAccess } from '../auth/access';
import { assertFreshFactor } from '../auth/fresh-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationRecipientSchema,
  notificationRecipientUpdateSchema,
} from '../../shared/schemas/notification-recipient';
import {
  recipientDeletedSchema,
  recipientListSchema,
  recipientResponseSchema,
  recipientsStatusSchema,
} from '../../shared/answers/notification-recipient';
import { actingAdmin } from '../auth/acting-admin';
import { addRecipient } from '../services/notifications/add-recipient';
import { deleteRecipient } from '../services/notifications/delete-recipient';
import { listRecipients } from '../services/notifications/list-recipients';
import { countReceivingRecipients } from '../services/notifications/receiving-recipients';
import { RECIPIENT_NOT_FOUND, updateRecipient } from '../services/notifications/update-recipient';
import { errorAnswers } from '../../shared/schemas/answers';

const idParams = z.object({ id: z.guid(RECIPIENT_NOT_FOUND) });

/** Who is emailed when an application is submitted (spec §2 /admin/notifications). */
export async function notificationRecipientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const admin = adminAccess('owner', 'hr');
  /** Who acts: only an owner gives health information (issue 36 item 3); the PIN acts as an owner. */
  const by = (req: FastifyRequest) => ({
    admin: actingAdmin(req),
    maxAttempts: app.deps.env.JOB_MAX_ATTEMPTS,
  });

  r.get(
    '/api/admin/notifications',
    { config: admin, schema: { response: { 200: recipientListSchema, ...errorAnswers } } },
    async () => listRecipients(db),
  );

  /** Whether a submission would reach anyone: every admin page warns while nobody would (issue 35). */
  r.get(
    '/api/admin/notifications/status',
    {
      config: adminAccess('owner', 'hr', 'payroll'),
      schema: { response: { 200: recipientsStatusSchema, ...errorAnswers } },
    },
    async () => ({ receiving: await countReceivingRecipients(db) }),
  );

  r.post(
    '/api/admin/notifications',
    {
      config: admin,
      schema: {
        body: notificationRecipientSchema,
        response: { 201: recipientResponseSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      // Health information to a new address asks for the factors again after 10 minutes (decision 037).
      if (req.body.receivesHealthInformation) assertFreshFactor(req, app.deps.clock());
      const row = await addRecipient(db, req.body, by(req));
      // The owners' notice of a recipient HR added (issue 36 item 3) goes out now.
      app.deps.jobs.wake();
      return reply.code(201).send(row);
    },
  );

  r.patch(
    '/api/admin/notifications/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: notificationRecipientUpdateSchema,
        response: { 200: recipientResponseSchema, ...errorAnswers },
      },
    },
    async (req) => {
      if (req.body.receivesHealthInformation === true) assertFreshFactor(req, app.deps.clock());
      return updateRecipient(db, req.params.id, req.body, by(req));
    },
  );

  r.delete(
    '/api/admin/notifications/:id',
    {
      config: admin,
      schema: { params: idParams, response: { 200: recipientDeletedSchema, ...errorAnswers } },
    },
    async (req) => {
      await deleteRecipient(db, req.params.id, actingAdmin(req));
      return { deleted: true as const, id: req.params.id };
    },
  );
}
