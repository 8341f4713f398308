// A catalogue as @lingui/vite-plugin compiles it at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The English ids of the catalogues' messages with `{placeholders}` (vite.config.ts), which
// src/i18n/serverText.ts recognises a server's filled-in English by.
declare module 'virtual:filled-in-messages' {
  const ids: string[];
  export default ids;
}
