/**
 * Whether this device has shown its hire the welcome (issue 43 item 3): what to have ready and how
 * long it takes, once, before the first step. A UI flag only (DESIGN §3.1): Sign out and a staff
 * sign-in forget it with the device's other flags, so the next person is welcomed too. Once any
 * step is saved the home offers 'Continue with …' instead, and the welcome is not shown again.
 */
const KEY = 'welcomed';

export function isWelcomed(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markWelcomed(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Without storage the welcome may show again on 'Start Onboarding'; harmless.
  }
}

/** 'Clear All Data & Start Fresh': the fresh start is welcomed again. */
export function forgetWelcome(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // No storage: nothing was remembered.
  }
}
