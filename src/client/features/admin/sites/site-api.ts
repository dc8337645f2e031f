import { apiRequest, postJson } from '../../../lib/api-client';
import { ACTIVE_SITES_KEY } from '../../../lib/active-sites';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/use-toast';
import type { Site } from '../../../../shared/answers/site';
import type { siteSchema, SiteUpdate } from '../../../../shared/schemas/site';
import type { z } from 'zod/mini';

type SiteOutput = z.output<typeof siteSchema>;
import { useAdminMutation } from '../use-admin-mutation';

export type { Site };
export const SITES_KEY = ['/api/admin/sites'] as const;

/** A change to the sites changes the Location list of the position step and the invitation too. */
const refreshLocations = () => void queryClient.invalidateQueries({ queryKey: ACTIVE_SITES_KEY });

export function useAddSite(onAdded: () => void, onError: (error: unknown) => void) {
  return useAdminMutation({
    listKey: SITES_KEY,
    mutationFn: (input: SiteOutput) => postJson<Site>(SITES_KEY[0], input),
    onSuccess: (added) => {
      toast({ title: 'Site Added', description: `${added.name} can now be chosen as a Location.` });
      refreshLocations();
      onAdded();
    },
    onError,
    errorTitle: 'Creation Failed',
    errorFallback: 'Failed to add site',
  });
}

/** The owner's edit of a site's name, address and state: the form stays filled in on a refusal. */
export function useEditSite(onSaved: () => void, onError: (error: unknown) => void) {
  return useAdminMutation({
    listKey: SITES_KEY,
    mutationFn: ({ id, changes }: { id: string; changes: SiteUpdate }) =>
      apiRequest<Site>('PATCH', `${SITES_KEY[0]}/${id}`, changes),
    onSuccess: (updated) => {
      toast({ title: 'Site Updated', description: `${updated.name} is saved.` });
      refreshLocations();
      onSaved();
    },
    onError,
    errorTitle: 'Update Failed',
    errorFallback: 'Failed to update site',
  });
}

export function useUpdateSite() {
  return useAdminMutation({
    listKey: SITES_KEY,
    mutationFn: ({ id, changes }: { id: string; changes: SiteUpdate }) =>
      apiRequest<Site>('PATCH', `${SITES_KEY[0]}/${id}`, changes),
    onSuccess: (updated) => {
      toast({
        title: 'Site Updated',
        description: `${updated.name} is now ${updated.active ? 'active' : 'inactive'}.`,
      });
      refreshLocations();
    },
    errorTitle: 'Update Failed',
    errorFallback: 'Failed to update site',
  });
}
