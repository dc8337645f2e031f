/** The admin navigation card's pages (spec §2, Admin screens, and Deliveries: issue 20). */
export const ADMIN_SECTIONS = [
  { path: '/admin/policies', label: 'Policy Management' },
  { path: '/admin/data-retention', label: 'Data Retention' },
  { path: '/admin/notifications', label: 'Notification Recipients' },
  { path: '/admin/deliveries', label: 'Deliveries' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];
