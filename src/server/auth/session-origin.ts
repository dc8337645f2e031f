import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema/sessions';
import { staffMembers } from '../db/schema/staff';
import { writeAudit } from '../services/audit/write-audit';
import { browserSummary } from '../services/sessions/browser-summary';
import { sessionIdOf } from '../services/sessions/session-store';
import { actingAdminOf } from './acting-admin';
import { clientNetwork } from './client-network';

/** The token of the session cookie named `name` among a reply's Set-Cookie headers, if set. */
function tokenSet(header: unknown, name: string): string | null {
  const list = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  for (const cookie of list) {
    if (typeof cookie !== 'string' || !cookie.startsWith(`${name}=`)) continue;
    const value = cookie.slice(name.length + 1).split(';')[0] ?? '';
    if (value) return decodeURIComponent(value);
  }
  return null;
}

/**
 * Where each staff sign-in came from, for the person's own list of sessions (issue 36 item 14):
 * the sessions table keeps no IP or browser, so a successful admin POST that sets a new session
 * cookie for a staff member records its IP, network and a browser summary ('Chrome on Windows')
 * in the audit, tied to the session. However the sign-in is done (code, password, passkey),
 * it ends in such a cookie; the cookie plugin's own onSend has set the header by now.
 */
export function registerSessionOrigin(app: FastifyInstance, cookieName: string) {
  app.addHook('onSend', async (req, reply, payload) => {
    const route = req.routeOptions.url;
    if (req.method !== 'POST' || reply.statusCode !== 200 || !route?.startsWith('/api/admin/'))
      return payload;
    const token = tokenSet(reply.getHeader('set-cookie'), cookieName);
    const id = token ? sessionIdOf(token) : null;
    if (!id) return payload;
    const { db } = app.deps.database;
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
    if (!row?.staffId || !row.adminUntil) return payload;
    const [person] = await db.select().from(staffMembers).where(eq(staffMembers.id, row.staffId));
    await writeAudit(db, {
      actor: person ? `${person.name} <${person.email}>` : row.staffId,
      // A sign-in again within an admin request also names the session it was made from.
      admin: actingAdminOf(req),
      action: 'staff.session_started',
      target: row.staffId,
      ip: req.ip,
      details: {
        sessionId: id,
        network: clientNetwork(req.ip),
        browser: browserSummary(req.headers['user-agent']),
      },
    });
    return payload;
  });
}
