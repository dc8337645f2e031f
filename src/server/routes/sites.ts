import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeSiteListSchema, siteListSchema, siteResponseSchema } from '../../shared/answers/site';
import { errorAnswers } from '../../shared/schemas/answers';
import { SITE_NOT_FOUND, siteSchema, siteUpdateSchema } from '../../shared/schemas/site';
import { adminAccess } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import { listActiveSites, listSites } from '../services/sites/list-sites';
import { addSite, updateSite } from '../services/sites/save-site';

const idParams = z.object({ id: z.guid(SITE_NOT_FOUND) });

/** The employer's sites (issue 39 item 2, decision 089): the owner changes them, staff read them. */
export async function siteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const owner = adminAccess('owner');

  /** The active sites' names and states: the position step's and an invitation's Location list. */
  r.get(
    '/api/sites',
    { config: { access: 'public' }, schema: { response: { 200: activeSiteListSchema, ...errorAnswers } } },
    async () => listActiveSites(db),
  );

  r.get(
    '/api/admin/sites',
    {
      config: adminAccess('owner', 'hr', 'payroll'),
      schema: { response: { 200: siteListSchema, ...errorAnswers } },
    },
    async () => listSites(db),
  );

  r.post(
    '/api/admin/sites',
    { config: owner, schema: { body: siteSchema, response: { 201: siteResponseSchema, ...errorAnswers } } },
    async (req, reply) => reply.code(201).send(await addSite(db, req.body, actingAdmin(req))),
  );

  r.patch(
    '/api/admin/sites/:id',
    {
      config: owner,
      schema: {
        params: idParams,
        body: siteUpdateSchema,
        response: { 200: siteResponseSchema, ...errorAnswers },
      },
    },
    async (req) => updateSite(db, req.params.id, req.body, actingAdmin(req)),
  );
}
