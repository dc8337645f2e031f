/**
 * The audit actor for an admin action: the admin session, plus the name the officer typed
 * when the action asks for one ('admin (Jane Officer)').
 */
export function adminActor(officerName?: string): string {
  const name = officerName?.trim();
  return name ? `admin (${name})` : 'admin';
}
