import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '../../shared/date-time-format';
import type { ConfigAnswer } from '../../shared/schemas/answers';

/**
 * The employer's time zone (GET /api/config), in which every date and time is shown. Until the
 * answer arrives the default zone is used; each time names its zone, so it is never misread.
 */
export function useTimeZone(): string {
  const config = useQuery<ConfigAnswer, Error, string>({
    queryKey: ['/api/config'],
    select: (answer) => answer.timeZone,
  });
  return config.data ?? DEFAULT_TIME_ZONE;
}
