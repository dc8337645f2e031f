import { benchTeamMembers } from '/work/wt/admin/bench/team-members';
await benchTeamMembers(process.argv.slice(2).map(Number));
