import { eq } from 'drizzle-orm';
import type { PayrollSystem } from '../../../shared/payroll';
import type { Db } from '../../db/client';
import { payrollConnections } from '../../db/schema/payroll';
import type { AppDeps } from '../../types';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import type { Cipher } from '../crypto/cipher';

// The owner's connections to the payroll systems (issue 41 item 4, decision 103): the account
// (shown) and the secret (sealed with the data key, never answered, never logged). The address
// each connector calls is the environment's, never one an admin typed.

/** A connection with its secret opened, for the connector that calls the API. */
export interface OpenConnection {
  account: string;
  secret: string;
}

/** The stored connection of `system`, its secret opened; null when the owner has not connected it. */
export async function openConnection(
  db: Db,
  cipher: Cipher,
  system: PayrollSystem,
): Promise<OpenConnection | null> {
  const [row] = await db
    .select({ account: payrollConnections.account, secret: payrollConnections.secret })
    .from(payrollConnections)
    .where(eq(payrollConnections.system, system));
  return row ? { account: row.account, secret: cipher.decrypt(row.secret) } : null;
}

/** Whether the owner has stored a connection of `system`. */
export async function hasConnection(db: Db, system: PayrollSystem): Promise<boolean> {
  const [row] = await db
    .select({ id: payrollConnections.id })
    .from(payrollConnections)
    .where(eq(payrollConnections.system, system));
  return row !== undefined;
}

/** Connects `system`, or replaces its account and secret; audited without either value. */
export async function saveConnection(
  deps: AppDeps,
  system: PayrollSystem,
  values: { account: string; secret: string },
  by: ActingAdmin,
): Promise<void> {
  const actor = adminActor(by);
  const now = new Date();
  await deps.database.db.transaction(async (tx) => {
    const sealed = deps.cipher.encrypt(values.secret);
    const [row] = await tx
      .insert(payrollConnections)
      .values({ system, account: values.account, secret: sealed, connectedBy: actor, connectedAt: now })
      .onConflictDoUpdate({
        target: payrollConnections.system,
        set: {
          account: values.account,
          secret: sealed,
          connectedBy: actor,
          connectedAt: now,
          updatedAt: now,
        },
      })
      .returning({ id: payrollConnections.id });
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'payroll.connect',
      target: row!.id,
      details: { system },
    });
  });
}

/** Disconnects `system`: its secret is deleted; hires already sent keep their employee ids. */
export async function removeConnection(deps: AppDeps, system: PayrollSystem, by: ActingAdmin): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(payrollConnections)
      .where(eq(payrollConnections.system, system))
      .returning({ id: payrollConnections.id });
    if (!row) return;
    await writeAudit(tx, {
      actor: adminActor(by),
      admin: by,
      action: 'payroll.disconnect',
      target: row.id,
      details: { system },
    });
  });
}
