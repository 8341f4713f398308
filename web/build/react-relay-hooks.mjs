// `react-relay/hooks` in the built app (vite.config.ts, `relayHooksOneByOne`): the hooks the app
// uses, each from its own module. react-relay is CommonJS and its index requires every hook
// (entry points, subscriptions, optimistic actions, profiler context), which a bundler cannot
// leave out of a CommonJS module. Exports only what web/src imports (the build fails on a name
// missing here); the hooks listed still load together, with the entry.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader.js';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
export { fetchQuery, graphql } from 'relay-runtime';
