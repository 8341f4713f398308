// The reads under test. Public reads: each REST path of the facade, the web
// app's persisted GraphQL query for the same data, and the bare reference's
// handler for it (the ratio's denominator). Personal reads: the pending order
// (REST), the checkout screen's query and the account's upcoming weeks (REST
// and the Upcoming Meals tab's query), against Express + drizzle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './product.mjs';

/** Persisted ids by operation name, as the built web app sends them. */
export function persistedIds() {
  const file = path.join(repoRoot, 'web/persisted-queries.json');
  const byName = new Map();
  for (const [id, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    const name = /^(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
    if (name) byName.set(name, id);
  }
  return byName;
}

/** A request as the web app sends it: POST /graphql with the persisted id and variables. */
function graphqlRequest(ids, operation, variables) {
  const documentId = ids.get(operation);
  if (!documentId) throw new Error(`web/persisted-queries.json has no ${operation}; rebuild the web app`);
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ documentId, variables }),
  };
}

const get = (urlPath) => ({ method: 'GET', path: urlPath, headers: {} });

/**
 * Each read: `reference` names the server and request it is compared with.
 * Server keys: ours, bare (bench/reference/bare.mjs), express (bench/reference/express-drizzle.mjs).
 */
export function readTargets({ weekId, cookie }) {
  const ids = persistedIds();
  const publicReads = [
    { read: 'menu', rest: `/api/menu/${weekId}`, graphql: ['MenuSelectionScreenQuery', { weekRef: String(weekId) }] },
    { read: 'weeks', rest: '/api/weeks' },
    { read: 'catalogue', rest: '/api/meals', graphql: ['MealsScreenQuery', { search: null, category: null }] },
    { read: 'pricing', rest: '/api/pricing', graphql: ['MealPlansScreenQuery', {}] },
    { read: 'neighbourhoods', rest: '/api/neighborhoods', graphql: ['EligibilityDialogNeighborhoodsQuery', {}] },
    { read: 'landing hero', rest: '/api/landing/hero' },
    { read: 'landing carousel', rest: '/api/landing/carousel-meals' },
    { read: 'landing faqs', rest: '/api/landing/faqs' },
    // The landing screen's one query reads hero, carousel and FAQs; the bare
    // reference answers the three REST bodies in one JSON from one statement.
    { read: 'landing (all)', bareOnly: '/bench/landing', graphql: ['LandingScreenQuery', {}] },
  ];

  const targets = [];
  for (const { read, rest, bareOnly, graphql } of publicReads) {
    const barePath = rest ?? bareOnly;
    const bare = {
      id: `bare ${read}`,
      read,
      server: 'bare',
      api: 'REST',
      label: `GET ${barePath}`,
      request: get(barePath),
    };
    targets.push(bare);
    if (rest)
      targets.push({
        id: `ours REST ${read}`,
        read,
        server: 'ours',
        api: 'REST',
        label: `GET ${rest}`,
        request: get(rest),
        reference: bare.id,
        sameJsonAs: bare.id,
      });
    if (graphql) {
      const [operation, variables] = graphql;
      targets.push({
        id: `ours GraphQL ${read}`,
        read,
        server: 'ours',
        api: 'GraphQL',
        label: operation,
        request: graphqlRequest(ids, operation, variables),
        reference: bare.id,
      });
    }
  }
  // The table also measured Express + drizzle on the menu.
  targets.push({
    id: 'express menu',
    read: 'menu',
    server: 'express',
    api: 'REST',
    label: `GET /api/menu/${weekId}`,
    request: get(`/api/menu/${weekId}`),
    reference: `bare menu`,
    sameJsonAs: 'ours REST menu',
  });

  // Personal reads: our REST path and the screen's persisted query, each against Express + drizzle.
  // The checkout screen's one query reads more than the pending order (the profile, the
  // neighbourhoods, whom to pay, both quotes), so Express answers the same data for it.
  const withCookie = (request) => ({ ...request, headers: { ...request.headers, cookie } });
  const personalReads = [
    { read: 'pending order', rest: '/api/orders/pending' },
    { read: 'checkout screen', express: '/bench/checkout', graphql: ['CheckoutScreenQuery', {}] },
    // The account screen's Upcoming Meals tab.
    { read: 'upcoming weeks', rest: '/api/user/upcoming-meals', graphql: ['UpcomingMealsTabQuery', {}] },
  ];
  for (const { read, rest, express: expressPath = rest, graphql } of personalReads) {
    const express = {
      id: `express ${read}`,
      read,
      server: 'express',
      api: 'REST',
      label: `GET ${expressPath}`,
      request: withCookie(get(expressPath)),
      personal: true,
    };
    targets.push(express);
    if (rest)
      targets.push({
        id: `ours REST ${read}`,
        read,
        server: 'ours',
        api: 'REST',
        label: `GET ${rest}`,
        request: withCookie(get(rest)),
        reference: express.id,
        sameJsonAs: express.id,
        personal: true,
      });
    if (graphql) {
      const [operation, variables] = graphql;
      targets.push({
        id: `ours GraphQL ${read}`,
        read,
        server: 'ours',
        api: 'GraphQL',
        label: operation,
        request: withCookie(graphqlRequest(ids, operation, variables)),
        reference: express.id,
        personal: true,
      });
    }
  }
  return targets;
}
