/** The admin navigation card's three pages (spec §2, Admin screens). */
export const ADMIN_SECTIONS = [
  { path: '/admin/policies', label: 'Policy Management' },
  { path: '/admin/data-retention', label: 'Data Retention' },
  { path: '/admin/notifications', label: 'Notification Recipients' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];
