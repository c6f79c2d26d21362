/**
 * Why the last session ended, for the login page that follows: the server refused the session
 * (password changed, rights removed, signed out elsewhere, account deactivated). Kept for this tab
 * until the login page has said it once.
 */
const KEY = 'dental.sessionEnded';

export function rememberSessionExpired(): void {
  try {
    sessionStorage.setItem(KEY, 'expired');
  } catch {
    // Storage refused (private mode): the login page simply says nothing.
  }
}

/** Whether the session ended on the server's refusal. */
export function sessionExpired(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'expired';
  } catch {
    return false;
  }
}

/** Once the login page said it. */
export function forgetSessionExpired(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
