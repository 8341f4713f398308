/** The server's CSV of the whole waitlist (columns Email, Neighborhood, Reason, Date). */
export const WAITLIST_EXPORT_PATH = '/api/admin/waitlist/export';

/** The name the server gives the file (`waitlist-YYYY-MM-DD.csv`, Cairo's date), or a dated fallback. */
export function attachmentName(contentDisposition: string | null): string {
  const named = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return named?.[1] ?? `waitlist-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * Downloads the CSV as the server names it. Fetched rather than linked so that a failure
 * (a session that expired, a server error) becomes a toast instead of a page of JSON.
 */
export async function downloadWaitlistCsv(): Promise<string> {
  const response = await fetch(WAITLIST_EXPORT_PATH, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const filename = attachmentName(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; the URL can go once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}
