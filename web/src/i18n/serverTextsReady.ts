import { type Locale, readServerTextsWith } from './index.ts';

let loading: Promise<void> | undefined;

/**
 * Called before an answer that carries a server's message reaches the screens (relay/environment.ts):
 * on an Arabic page, loads the reader of the server's messages (serverText.ts, once), so the first
 * such message already reads in Arabic, toasts included. A page that meets none never downloads
 * it, nor does an English page. Should the download fail, the message shows as it came and the
 * next one tries again. (Imported by the Relay environment only, so the reader is no dynamic
 * import of the entry chunk, which the start preloads: vite.config.ts, bench/bundle.mjs.)
 */
export function serverTextsReady(locale: Locale): Promise<void> {
  if (locale !== 'ar') return Promise.resolve();
  loading ??= import('./serverText.ts').then(
    ({ serverTextIn }) => readServerTextsWith(serverTextIn),
    () => {
      loading = undefined;
    },
  );
  return loading;
}
