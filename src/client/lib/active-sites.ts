import { useQuery } from '@tanstack/react-query';
import type { ActiveSite } from '../../shared/answers/site';
import { AU_STATE_LABELS } from '../../shared/au-states';
import { getJson } from './api-client';

export const ACTIVE_SITES_KEY = ['/api/sites'] as const;
export const fetchActiveSites = () => getJson<ActiveSite[]>(ACTIVE_SITES_KEY[0]);

/** The active sites a Location may name (decision 089), as a select's options: the name, and its state. */
export function useSiteOptions(): { value: string; label: string }[] {
  const { data } = useQuery<ActiveSite[]>({
    queryKey: ACTIVE_SITES_KEY,
    queryFn: fetchActiveSites,
  });
  return (data ?? []).map((site) => ({
    value: site.name,
    label: `${site.name} (${AU_STATE_LABELS[site.state]})`,
  }));
}
