import { type Catalogue, entryOf, revealKeys } from '../../../shared/catalogue/define-catalogue';
import type { RevealField } from '../../../shared/staff-roles';

/** The rows HR's detail lets payroll and owners reveal (decision 029), by their row label. */
export function revealByRow(catalogue: Catalogue): Partial<Record<string, RevealField>> {
  return Object.fromEntries(
    revealKeys(catalogue).map((key) => {
      const entry = entryOf(catalogue, key);
      return [entry.row ?? entry.label, key as RevealField];
    }),
  );
}
