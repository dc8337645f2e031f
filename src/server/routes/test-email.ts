import { adminAccess } from '../auth/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testEmailSchema } from '../../shared/schemas/admin';
import { testEmailDefaultSchema, testEmailSentSchema } from '../../shared/answers/admin';
import { errorAnswers } from '../../shared/schemas/answers';
import { actingAdmin } from '../auth/acting-admin';
import { defaultTestEmail } from '../services/mail/default-test-email';
import { sendTestEmail } from '../services/mail/send-test-email';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { employerName } from '../services/settings/employer';

/** The /test-email page: send the sample application PDF to an address. */
export async function testEmailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get(
    '/api/test-email/default',
    {
      config: adminAccess('owner', 'hr'),
      schema: { response: { 200: testEmailDefaultSchema, ...errorAnswers } },
    },
    async () => ({ email: await defaultTestEmail(db, app.deps.env.MAIL_FROM) }),
  );

  r.post(
    '/api/test-email',
    {
      config: adminAccess('owner', 'hr'),
      schema: { body: testEmailSchema, response: { 200: testEmailSentSchema, ...errorAnswers } },
    },
    async (req) => {
      const { email } = req.body;
      await sendTestEmail(
        {
          db,
          mail: app.deps.mail,
          companyName: employerName(app.deps),
          timeZone: employerTimeZone(app.deps),
        },
        email,
        actingAdmin(req),
      );
      return { success: true as const, message: `Test email sent to ${email}` };
    },
  );
}
