// `npm run bench`: every benchmark, each against a baseline measured in the same run, so the
// figures read as ratios. Budgets live here, never in tests.
import { benchExcelExport } from './excel-export';

await benchExcelExport();
