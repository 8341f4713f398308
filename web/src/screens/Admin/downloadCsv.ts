/** The file name the server gives (Content-Disposition), or the fallback. */
export function attachmentFileName(contentDisposition: string | null, fallback: string): string {
  const named = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return named?.[1] ?? fallback;
}

/**
 * Downloads a server CSV (a back-office export) as the server names it. Fetched rather than
 * linked so that a failure (an expired session, a week that does not exist) becomes a toast
 * instead of a page of JSON.
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<string> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = await response.text();
    let message = body || response.statusText;
    try {
      message = (JSON.parse(body) as { message?: string }).message ?? message;
    } catch {
      // not JSON: the text as it came
    }
    throw new Error(message);
  }
  const filename = attachmentFileName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}

/** Printing hides the site header and every control marked `data-print="hide"`. */
export const PRINT_STYLES = `@media print {
  header, nav, [data-print="hide"] { display: none !important; }
  body { background: #fff !important; }
  table { font-size: 11pt; }
  tr, li { break-inside: avoid; }
}`;
