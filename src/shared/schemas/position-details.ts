import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';
import { requiredDate, requiredText } from './fields';

export const LOCATIONS = ['Site', 'Factory'] as const;
export type WorkLocation = (typeof LOCATIONS)[number];

export const positionDetailsSchema = builtOnFirstUse(() =>
  z.object({
    companyBeingEmployedBy: requiredText('Company name is required'),
    position: requiredText('Position is required'),
    department: requiredText('Department is required'),
    location: z.enum(LOCATIONS, 'Location is required'),
    plannedStartDate: requiredDate('Planned start date is required'),
  }),
);

export type PositionDetails = z.infer<ReturnType<typeof positionDetailsSchema>>;
