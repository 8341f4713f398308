import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment calls jest.fn(); Vitest's vi has the same API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// findBy*/waitFor give up after 1 s by default: too short when CI runs the API projects beside
// these on two cores. A real miss still fails well inside the 15 s test timeout.
configure({ asyncUtilTimeout: 5_000 });

// React Testing Library unmounts automatically only when test globals are on.
afterEach(() => {
  cleanup();
});
