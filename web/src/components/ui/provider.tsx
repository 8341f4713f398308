import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appSystem } from '../../theme/system.ts';

/**
 * Chakra's provider with our trimmed system. The app is light-only for now, so there is no
 * colour-mode provider (Chakra's snippet adds next-themes for that).
 */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={providedSystem()}>{children}</ChakraProvider>;
}

type System = ReturnType<typeof appSystem>;
let provided: System | undefined;

/**
 * The system as the provider gets it. ChakraProvider writes the system's global styles (reset,
 * tokens as CSS variables, the layer order) with emotion's `<Global>`; a prerendered page
 * already has them in its HTML (emotion's cache moved them into the head), so there the
 * provider gets a view of the system without them: the browser neither builds them
 * (vite.config.ts makes `_global` lazy) nor serializes them again to find them in the page.
 */
function providedSystem(): System {
  if (provided) return provided;
  const system = appSystem();
  const inPage = typeof document !== 'undefined' && document.querySelector('style[data-emotion^="css-global "]');
  provided = inPage
    ? (Object.create(system, {
        _global: { value: [] },
        _config: { value: { ...system._config, disableLayers: true } },
      }) as System)
    : system;
  return provided;
}
