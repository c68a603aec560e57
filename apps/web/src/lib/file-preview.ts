/**
 * A file shown by the browser in a new tab (a PDF preview). Files behind the bearer token cannot
 * be plain links, so the file is fetched as a blob and the tab shows its object URL. The tab is
 * opened in the click itself: one opened after the download finished would be a blocked popup.
 */
export function openPreviewTab(): Window | null {
  return window.open('', '_blank');
}

/** How long the object URL lives: the tab has read the file long before. */
const URL_LIFETIME_MS = 60_000;

export function showInTab(tab: Window | null, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
