import { attachmentFileName, downloadCsv } from '../downloadCsv.ts';

/** The server's CSV of the whole waitlist (columns Email, Neighborhood, Reason, Date). */
export const WAITLIST_EXPORT_PATH = '/api/admin/waitlist/export';

const fallbackName = () => `waitlist-${new Date().toISOString().slice(0, 10)}.csv`;

/** The name the server gives the file (`waitlist-YYYY-MM-DD.csv`, Cairo's date), or a dated fallback. */
export const attachmentName = (contentDisposition: string | null): string =>
  attachmentFileName(contentDisposition, fallbackName());

/** Downloads the waitlist as the server names it; a failure throws the server's message. */
export const downloadWaitlistCsv = (): Promise<string> => downloadCsv(WAITLIST_EXPORT_PATH, fallbackName());
