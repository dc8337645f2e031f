import { sql, type SQL } from 'drizzle-orm';

/**
 * Current hires: a member not approved for deletion, or an invitation not withdrawn that is not a
 * member yet; their position and site are the member's, else what HR typed. A hire who started
 * alone has neither until they save Personal Information: only documents for everyone apply.
 */
export const CURRENT_HIRES = sql`(
  select coalesce(m.email, a.email) as email,
         coalesce(m.position, a.position, '') as position,
         coalesce(m.location, a.location, '') as location
    from applications a full outer join team_members m on m.email = a.email
   where (m.id is not null and not m.approved_for_deletion)
      or (m.id is null and a.withdrawn_at is null)
)`;

/**
 * Whether document `d` (an alias of policy_documents) applies to hire `h` (position, location),
 * decision 090: everyone; a position named (any case, outer spaces ignored); a site named.
 */
export const appliesToHire = (d: string, h: string): SQL =>
  sql.raw(`(case ${d}.applies_to->>'kind'
    when 'everyone' then true
    when 'positions' then exists (select 1 from jsonb_array_elements_text(${d}.applies_to->'names') n(name)
      where lower(btrim(n.name)) = lower(btrim(${h}.position)))
    when 'sites' then exists (select 1 from jsonb_array_elements_text(${d}.applies_to->'names') n(name)
      where n.name = ${h}.location)
    else false end)`);
