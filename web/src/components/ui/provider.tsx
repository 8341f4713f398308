import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appSystem } from '../../theme/system.ts';

/**
 * Chakra's provider with our trimmed system. The app is light-only for now, so there is no
 * colour-mode provider (Chakra's snippet adds next-themes for that).
 */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem()}>{children}</ChakraProvider>;
}
