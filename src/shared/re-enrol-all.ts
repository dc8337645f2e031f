/** What the owner types to require every staff member to enrol again (POST /api/admin/staff/re-enrol-all). */
export const RE_ENROL_ALL_CONFIRMATION = 'ENROL AGAIN';
