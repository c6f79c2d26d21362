/**
 * Opens in a new tab an address known only after a call to the server (a reminder's text holds the
 * personal link its marking creates). A browser lets a page open a tab only during the click, so the
 * tab opens blank at once and is sent to the address once it is known, or closed when there is none.
 * The blank tab is opened with a handle on it (no `noopener`), which is dropped before it leaves: the
 * page it shows cannot reach back to this one.
 */
export async function openWhenKnown(addressOf: () => Promise<string | null>): Promise<void> {
  const tab = window.open('', '_blank');
  const address = await addressOf();
  if (address === null) {
    closeQuietly(tab);
    return;
  }
  if (!tab) {
    // A browser that gave no handle (a blocker, a kiosk) may still open the address itself.
    window.open(address, '_blank', 'noopener,noreferrer');
    return;
  }
  try {
    if (tab.closed) return;
    tab.opener = null;
    tab.location.replace(address);
  } catch {
    // Closed by the user meanwhile: nothing left to show it in.
  }
}

function closeQuietly(tab: Window | null): void {
  try {
    tab?.close();
  } catch {
    // Already closed.
  }
}
