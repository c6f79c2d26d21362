/** Saves `blob` as the file `name` through a link with `download`, then lets its URL go. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
