import { eq, sql } from 'drizzle-orm';
import { employerSettings } from '../../db/schema/employer-settings';
import { storedFiles } from '../../db/schema/stored-files';
import type { AppDeps } from '../../types';
import type { EmployerSettingsInput } from '../../../shared/schemas/employer-settings';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import { sealFileBytes } from '../files/file-bytes';
import { CHANGES_CHANNEL, SETTINGS_CHANGED } from '../status/live-caches';
import { EMPLOYER_LOGO_KIND, logoBytes, processLogo } from './employer-logo';
import { renameSeededPolicies } from './rename-seeded-policies';

type Deps = Pick<AppDeps, 'database' | 'cipher' | 'settings'>;

/** Which settings a PUT changed, by name (the audit row lists them, never their values). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/**
 * Saves the owner's settings (PUT /api/admin/settings) and completes the first-run setup: the
 * logo re-encoded and stored like every file, the change audited, this instance's cache
 * reloaded and the others told (decision 087).
 */
export async function updateSettings(deps: Deps, input: EmployerSettingsInput, admin: ActingAdmin) {
  const { logo, ...values } = input;
  const png = logo ? await processLogo(logoBytes(logo)) : null;
  const before = deps.settings.current();
  await deps.database.db.transaction(async (tx) => {
    let logoFileId = before.logoFileId;
    if (logo !== undefined) {
      if (before.logoFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, before.logoFileId));
      logoFileId = null;
      if (png) {
        const [file] = await tx
          .insert(storedFiles)
          .values({
            kind: EMPLOYER_LOGO_KIND,
            contentType: 'image/png',
            size: png.length,
            bytes: sealFileBytes(deps.cipher, png),
          })
          .returning({ id: storedFiles.id });
        logoFileId = file!.id;
      }
    }
    await tx
      .update(employerSettings)
      .set({ ...values, logoFileId, setupDoneAt: before.setupDoneAt ?? new Date(), updatedAt: new Date() })
      .where(eq(employerSettings.id, 1));
    if (values.legalName !== before.legalName)
      await renameSeededPolicies(tx, before.legalName, values.legalName);
    const changed = changedFields(before, values);
    if (logo !== undefined) changed.push('logo');
    await writeAudit(tx, {
      actor: adminActor(admin),
      action: before.setupDoneAt ? 'settings.update' : 'settings.setup',
      details: { changed },
      admin,
    });
    await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${SETTINGS_CHANGED})`);
  });
  await deps.settings.reload();
}
