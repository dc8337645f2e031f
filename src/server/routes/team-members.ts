import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamMembers } from '../db/schema/team-members';
import { notFound } from '../http-errors';
import { memberView } from '../services/team-members/member-view';

export async function teamMemberRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/team-members/by-email/:userEmail',
    {
      config: { access: 'employee', ownEmailParam: 'userEmail' },
      schema: { params: z.object({ userEmail: z.string().trim().toLowerCase() }) },
    },
    async (req) => {
      const { db } = app.deps.database;
      const [row] = await db.select().from(teamMembers).where(eq(teamMembers.email, req.params.userEmail));
      if (!row) throw notFound('No team member with this email');
      return memberView(row, app.deps.cipher);
    },
  );
}
