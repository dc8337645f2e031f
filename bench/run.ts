// `npm run bench`: every benchmark, each against a baseline measured in the same run, so the
// figures read as ratios. Budgets live here, never in tests. The client is built first.
import { benchClient } from './client';
import { benchCreateMember } from './create-member';
import { benchExcelExport } from './excel-export';
import { measurePageJs } from './home-js-size';
import { benchStartup } from './startup';
import { benchSubmission } from './submission';
import { benchTeamMembers } from './team-members';

await measurePageJs([
  { name: '/ (task home)', path: '/' },
  {
    name: '/basic-info (first, from /)',
    path: '/',
    thenClick: 'Start Onboarding',
    waitFor: 'BASIC INFORMATION',
  },
  { name: '/admin/policies (redirects)', path: '/admin/policies' },
]);
await benchClient();
await benchStartup(3);
await benchCreateMember();
await benchExcelExport();
await benchSubmission();
await benchTeamMembers();
