import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment calls jest.fn(); Vitest's vi has the same API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// React Testing Library unmounts automatically only when test globals are on.
afterEach(() => {
  cleanup();
});
