import { z } from 'zod/mini';
import { isValidPhone, normalizePhone } from '../validators/phone';
import { requiredNumberField } from './fields';
import { employerSettingsFormSchema, SETTINGS_MESSAGES } from './employer-settings';

const M = SETTINGS_MESSAGES;

/**
 * PUT /api/admin/settings (owner): every setting at once, the phone number checked and stored
 * E.164; a successful PUT also completes the first-run setup. `logo`: a data URL replaces it, null
 * removes it, absent keeps it.
 */
export const employerSettingsUpdateSchema = z.extend(employerSettingsFormSchema, {
  phone: requiredNumberField(M.phone, { isValid: isValidPhone, normalize: normalizePhone, message: M.phone }),
});
export type EmployerSettingsUpdate = z.input<typeof employerSettingsUpdateSchema>;
