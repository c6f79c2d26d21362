/** Reloads the page: the registry is read afresh and each module's current build loads. */
export function reloadPage(): void {
  window.location.reload();
}
