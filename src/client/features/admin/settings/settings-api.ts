import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployerSettingsAnswer } from '../../../../shared/answers/employer-settings';
import type { EmployerSettingsInput } from '../../../../shared/schemas/employer-settings';
import { apiRequest } from '../../../lib/api-client';
import { useAdminMutation } from '../use-admin-mutation';

export const SETTINGS_KEY = ['/api/admin/settings'] as const;
const CONFIG_KEY = ['/api/config'] as const;

/** GET /api/admin/settings (the owner's). */
export const useSettings = () => useQuery<EmployerSettingsAnswer>({ queryKey: SETTINGS_KEY });

/** PUT /api/admin/settings: then every header, date and the super choice read the new values. */
export function useSaveSettings(onSaved: (saved: EmployerSettingsAnswer) => void) {
  const queryClient = useQueryClient();
  return useAdminMutation<EmployerSettingsInput, EmployerSettingsAnswer>({
    listKey: SETTINGS_KEY,
    mutationFn: (body) => apiRequest<EmployerSettingsAnswer>('PUT', SETTINGS_KEY[0], body),
    // The header, the banner and the setup redirect read /api/config: re-read before moving on.
    onSuccess: async (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: CONFIG_KEY });
      onSaved(saved);
    },
    errorTitle: 'Settings not saved',
    errorFallback: 'Failed to save the settings. Please try again.',
  });
}
