/**
 * Forgets this browser's UI flags (localStorage: edit mode, the all-done celebration; nothing
 * sensitive, DESIGN §3.1) when the person using it changes: a hire's Sign out, or a staff
 * member signing in on a hire's browser.
 */
export function clearDeviceFlags() {
  try {
    localStorage.clear();
  } catch {
    // No storage (private mode): nothing to clear.
  }
}
