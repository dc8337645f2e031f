import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';
import { requiredDate, requiredText } from './fields';
import { LOCATION_REQUIRED } from './site';

/**
 * Location names one of the employer's active sites (decision 089; the spec's Site and Factory are
 * the two seeded). Which names are sites is the server's to check (services/sites/site-of-location.ts).
 */
export const locationField = () => requiredText(LOCATION_REQUIRED);

export const positionDetailsSchema = builtOnFirstUse(() =>
  z.object({
    companyBeingEmployedBy: requiredText('Company name is required'),
    position: requiredText('Position is required'),
    department: requiredText('Department is required'),
    location: locationField(),
    plannedStartDate: requiredDate('Planned start date is required'),
  }),
);

export type PositionDetails = z.infer<ReturnType<typeof positionDetailsSchema>>;
