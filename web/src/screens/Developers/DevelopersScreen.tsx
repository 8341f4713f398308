import { Badge, Box, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  CONNECTION_PAGE_MAX,
  GRAPHQL_LIMITS,
  PARTNER_EVENTS,
  PARTNER_RATE_LIMIT,
  PARTNER_SCOPES,
  WEBHOOK_RETRY_HOURS,
} from '@rules';
import { InfoPage, InfoSection } from '../Info/InfoPage.tsx';
import { ERROR_TYPES } from './errorTypes.ts';
import { EXAMPLES, graphiqlLink } from './examples.ts';
import verifyWebhookSource from './verifyWebhook.mjs?raw';

// The reference is ~90 KB of generated JSON: its own chunk, loaded once the page shows.
const SchemaReference = lazy(() => import('./SchemaReference.tsx'));

/** The sections, in order: the table of contents and the headings' ids. */
const SECTIONS = [
  { id: 'keys', title: 'Getting a key' },
  { id: 'authentication', title: 'Using a key' },
  { id: 'scopes', title: 'Scopes' },
  { id: 'rate-limits', title: 'Rate limits' },
  { id: 'document-limits', title: 'Document limits' },
  { id: 'pagination', title: 'Pagination' },
  { id: 'errors', title: 'Errors' },
  { id: 'examples', title: 'Example queries' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'reference', title: 'Schema reference' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

const number = (value: number) => value.toLocaleString('en-GB');

/** A block of code: scrolls inside itself, never the page. */
export function CodeBlock({ children, label }: { children: string; label?: string }) {
  return (
    <Box
      as="pre"
      aria-label={label}
      bg="bg.muted"
      color="fg"
      borderRadius="md"
      p="3"
      fontSize="sm"
      overflowX="auto"
      maxW="full"
      tabIndex={0}
      dir="ltr"
    >
      <code>{children}</code>
    </Box>
  );
}

function Code({ children }: { children: ReactNode }) {
  return (
    <Box as="code" fontSize="0.9em" bg="bg.muted" px="1" borderRadius="sm" overflowWrap="anywhere">
      {children}
    </Box>
  );
}

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title ?? id;
  return (
    <InfoSection id={id} title={title}>
      {children}
    </InfoSection>
  );
}

/** A table that scrolls inside its card on a narrow screen. */
function ScrollingTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {head.map((cell) => (
              <Table.ColumnHeader key={cell}>{cell}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={index}>
              {row.map((cell, column) => (
                <Table.Cell key={column} verticalAlign="top">
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const CURL_GRAPHQL = `curl https://mealbox.example/graphql \\
  -H 'Authorization: Bearer mbp_…' \\
  -H 'Content-Type: application/json' \\
  -d '{"query": "{ week(ref: \\"current\\") { label menu { meal { title } } } }"}'`;

const CURL_REST = `curl https://mealbox.example/api/menu/current \\
  -H 'Authorization: Bearer mbp_…'`;

const UNION_EXAMPLE = `mutation {
  orderDeliveredUpdate(input: { orderId: "not-an-id", delivered: true }) {
    __typename
    ... on OrderDeliveredUpdatePayload { order { id delivered } }
    ... on ValidationError { message issues { path message } }
    ... on Error { message }
  }
}`;

const VALIDATION_ANSWER = `{
  "data": {
    "orderDeliveredUpdate": {
      "__typename": "ValidationError",
      "message": "orderId is not valid",
      "issues": [{ "path": ["orderId"], "message": "orderId is not valid" }]
    }
  }
}`;

const RATE_LIMITED_ANSWER = `{
  "errors": [
    { "message": "…", "extensions": { "code": "RATE_LIMITED" } }
  ],
  "data": null
}`;

const PAGINATION_EXAMPLE = `query NextPage($after: String) {
  meals(first: ${CONNECTION_PAGE_MAX}, after: $after) {
    totalCount
    edges { cursor node { id title } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const WEBHOOK_REQUEST = `POST /your/endpoint HTTP/1.1
Content-Type: application/json
webhook-id: msg_2mY0oT8Rj3aZ6c1VqE7fXk
webhook-timestamp: 1764842400
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"order.delivered","timestamp":"2026-12-04T09:40:00.000Z","data":{…}}`;

const VERIFY_WITH_LIBRARY = `// npm install standardwebhooks
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.MEALBOX_WEBHOOK_SECRET); // whsec_…

// rawBody: the request body as a string, exactly as received (before JSON parsing).
// Throws on a wrong signature or a timestamp more than 5 minutes away.
const event = webhook.verify(rawBody, {
  'webhook-id': request.headers['webhook-id'],
  'webhook-timestamp': request.headers['webhook-timestamp'],
  'webhook-signature': request.headers['webhook-signature'],
});`;

/** /developers: how partners use the API and its webhooks, with the generated schema reference. */
export default function DevelopersScreen() {
  const { i18n } = useLingui();
  return (
    <InfoPage title={i18n._('For developers')}>
      {i18n.locale === 'ar' ? (
        <Text color="fg.muted">{i18n._('This page is for developers and is in English, like the API itself.')}</Text>
      ) : null}
      {/* The technical text is English on /ar too (the API answers in English): marked so. */}
      {/* Anchored sections and reference entries stop below the sticky site header. */}
      <Stack gap="8" lang="en" dir="ltr" minW="0" css={{ '& [id]': { scrollMarginTop: '5rem' } }}>
        <Text color="fg.muted" lineHeight="tall">
          MealBox's GraphQL API at <Code>/graphql</Code> (and the REST paths under <Code>/api</Code>) lets partners read
          the catalogue, a week's orders and deliveries, and mark orders delivered. Events reach you as signed webhooks.
        </Text>

        <Box as="nav" aria-label="On this page" borderWidth="1px" borderRadius="md" p="4">
          <Text fontWeight="semibold" mb="2">
            On this page
          </Text>
          <List.Root as="ol" ps="5" gap="1">
            {SECTIONS.map((section) => (
              <List.Item key={section.id}>
                <Link href={`#${section.id}`} color="brand.fg">
                  {section.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>

        <Section id="keys">
          <Text>
            A MealBox super admin creates your key in the back office's <strong>Partners</strong> tab: a name, the
            scopes it may use and its rate limit. The secret (<Code>mbp_…</Code>) is shown once, when the key is
            created: store it as a secret. MealBox keeps only its hash, so a lost key cannot be shown again; ask for a
            new one and have the old one revoked. A revoked key is refused at once.
          </Text>
        </Section>

        <Section id="authentication">
          <Text>
            Send the key as a bearer token on every request, to <Code>/graphql</Code> and to the REST paths alike:{' '}
            <Code>Authorization: Bearer mbp_…</Code>. A missing scope, an unknown, malformed or revoked key is refused
            (GraphQL: an error; REST: 401 or 403). GraphQL is POSTed as JSON; GraphiQL at <Code>/graphql</Code> in a
            browser takes the header in its Headers tab.
          </Text>
          <CodeBlock label="GraphQL with curl">{CURL_GRAPHQL}</CodeBlock>
          <CodeBlock label="REST with curl">{CURL_REST}</CodeBlock>
          <Text>
            Ids are global ids (<Code>node(id:)</Code> and <Code>nodes(ids:)</Code> read any of them back); money is in
            piasters (EGP 1 = 100 piasters); times are ISO 8601 in UTC, dates are Cairo calendar days.
          </Text>
        </Section>

        <Section id="scopes">
          <Text>A key reaches only what its scopes allow, in GraphQL and REST.</Text>
          <ScrollingTable
            label="Scopes"
            head={['Scope', 'What it allows']}
            rows={PARTNER_SCOPES.map((scope) => [<Code key="value">{scope.value}</Code>, scope.description])}
          />
          <Text>
            In GraphQL's <Code>PartnerScope</Code> enum the same scopes are named{' '}
            {PARTNER_SCOPES.map((scope, index) => (
              <span key={scope.graphql}>
                {index > 0 ? ', ' : ''}
                <Code>{scope.graphql}</Code>
              </span>
            ))}
            .
          </Text>
        </Section>

        <Section id="rate-limits">
          <Text>
            Each key may make a number of requests per minute, counted across all of MealBox's servers:{' '}
            {number(PARTNER_RATE_LIMIT.default)} unless the admin set another limit for it (from{' '}
            {number(PARTNER_RATE_LIMIT.min)} to {number(PARTNER_RATE_LIMIT.max)}). Beyond it, REST answers{' '}
            <Code>429 Too Many Requests</Code> with a <Code>Retry-After</Code> header (seconds), and GraphQL answers an
            error whose <Code>extensions.code</Code> is <Code>RATE_LIMITED</Code>. Wait that long before you try again.
          </Text>
          <CodeBlock label="A GraphQL answer over the rate limit">{RATE_LIMITED_ANSWER}</CodeBlock>
        </Section>

        <Section id="document-limits">
          <Text>Every GraphQL document is checked before it runs; one over a limit is refused whole:</Text>
          <List.Root ps="5" gap="1">
            <List.Item>{number(GRAPHQL_LIMITS.tokens)} tokens at most;</List.Item>
            <List.Item>{number(GRAPHQL_LIMITS.aliases)} aliases;</List.Item>
            <List.Item>a depth of {number(GRAPHQL_LIMITS.depth)};</List.Item>
            <List.Item>
              a structural cost of {number(GRAPHQL_LIMITS.cost)} ({number(GRAPHQL_LIMITS.adminCost)} for the back-office
              fields a partner key may read, such as <Code>adminOrders</Code>);
            </List.Item>
            <List.Item>{number(GRAPHQL_LIMITS.databaseReads)} selections that read the database;</List.Item>
            <List.Item>lists of at most {number(GRAPHQL_LIMITS.listItems)} items in variables;</List.Item>
            <List.Item>
              one <Code>__schema</Code> per operation, without type lists nested in each other.
            </List.Item>
          </List.Root>
        </Section>

        <Section id="pagination">
          <Text>
            Lists are Relay connections: ask for <Code>first</Code> (at most {CONNECTION_PAGE_MAX}; more is an error,
            not a shorter page), read <Code>edges {'{ cursor node }'}</Code>, and pass <Code>pageInfo.endCursor</Code>{' '}
            as <Code>after</Code> while <Code>pageInfo.hasNextPage</Code> is true. Cursors are opaque: keep them, do not
            build them. <Code>totalCount</Code> counts the whole list.
          </Text>
          <CodeBlock label="Paging through the meals">{PAGINATION_EXAMPLE}</CodeBlock>
        </Section>

        <Section id="errors">
          <Text>
            A mutation takes one <Code>input</Code> and answers a union: its payload, or one of the error types below.
            Ask for <Code>__typename</Code> and <Code>... on Error {'{ message }'}</Code>; a{' '}
            <Code>ValidationError</Code> also lists <Code>issues</Code>, each with the <Code>path</Code> of the input
            field it names and a <Code>message</Code>. A refused mutation changes nothing.
          </Text>
          <CodeBlock label="A mutation and its error members">{UNION_EXAMPLE}</CodeBlock>
          <CodeBlock label="A validation error's answer">{VALIDATION_ANSWER}</CodeBlock>
          <ScrollingTable
            label="Error types"
            head={['Type', 'REST status', 'When']}
            rows={ERROR_TYPES.map((error) => [<Code key="name">{error.name}</Code>, error.status, error.when])}
          />
          <Text>
            Errors outside a union (a query, a refused key or scope, a document over a limit) come in the answer's{' '}
            <Code>errors</Code> list, with the same names as <Code>extensions.code</Code> (and a validation error's{' '}
            <Code>extensions.issues</Code>), <Code>RATE_LIMITED</Code> over the rate, or <Code>BAD_USER_INPUT</Code> for
            a list in variables over its limit. REST answers <Code>{'{ "message": "…" }'}</Code> with the status above.
          </Text>
        </Section>

        <Section id="examples">
          <Text>
            Each opens GraphiQL with the query filled in (GraphiQL is on in development and where MealBox turned it on);
            add your key in its Headers tab as <Code>{'{ "Authorization": "Bearer mbp_…" }'}</Code>, then run.
          </Text>
          {EXAMPLES.map((example) => (
            <Stack key={example.id} as="article" gap="2" aria-labelledby={`example-${example.id}`}>
              <Stack direction="row" align="center" wrap="wrap" gap="2">
                <Text as="h3" id={`example-${example.id}`} fontWeight="semibold" color="fg">
                  {example.title}
                </Text>
                <Badge variant="outline">{example.scope}</Badge>
              </Stack>
              <Text>{example.description}</Text>
              <CodeBlock label={example.title}>{example.query}</CodeBlock>
              <Link
                href={graphiqlLink(example.query)}
                aria-label={`Run in GraphiQL: ${example.title}`}
                color="brand.fg"
                fontWeight="semibold"
                alignSelf="start"
              >
                Run in GraphiQL
              </Link>
            </Stack>
          ))}
        </Section>

        <Section id="webhooks">
          <Text>
            Register your endpoint (an <Code>https</Code> address on the public internet) with your key through the{' '}
            <Code>webhookEndpointCreate</Code> mutation, choosing its events (or ask us to in the back office); the
            answer (and the endpoint, read with your key) holds its signing secret, <Code>whsec_…</Code>. An endpoint
            may ask only for the events whose scope your key holds, and receives them as a JSON POST following{' '}
            <Link href="https://www.standardwebhooks.com/" color="brand.fg">
              Standard Webhooks
            </Link>
            :
          </Text>
          <CodeBlock label="A webhook request">{WEBHOOK_REQUEST}</CodeBlock>
          <List.Root ps="5" gap="1">
            <List.Item>
              <Code>webhook-id</Code>: the message's id, the same on every retry: use it to ignore a delivery you have
              already handled;
            </List.Item>
            <List.Item>
              <Code>webhook-timestamp</Code>: when it was sent, in seconds since 1970 (refuse one far from now);
            </List.Item>
            <List.Item>
              <Code>webhook-signature</Code>: <Code>v1,</Code> and the base64 HMAC-SHA256 of{' '}
              <Code>{'${webhook-id}.${webhook-timestamp}.${body}'}</Code> under the secret (base64-decoded after{' '}
              <Code>whsec_</Code>); several are separated by spaces.
            </List.Item>
          </List.Root>
          <Text>
            Answer with a 2xx status as soon as you have stored the event. Any other answer, a timeout or no answer is
            retried with exponential backoff for {WEBHOOK_RETRY_HOURS} hours, then given up; an admin sees every attempt
            in the delivery log and can send one again.
          </Text>
          <Text as="h3" fontWeight="semibold" color="fg">
            Events
          </Text>
          {PARTNER_EVENTS.map((event) => (
            <Stack key={event.type} as="article" gap="2" aria-labelledby={`event-${event.type}`}>
              <Stack direction="row" align="center" wrap="wrap" gap="2">
                <Text as="h4" id={`event-${event.type}`} fontWeight="semibold" color="fg">
                  <Code>{event.type}</Code>
                </Text>
                <Badge variant="outline">{event.scope}</Badge>
              </Stack>
              <Text>{event.description}</Text>
              <CodeBlock label={`${event.type} example body`}>{JSON.stringify(event.example, null, 2)}</CodeBlock>
            </Stack>
          ))}
          <Text as="h3" fontWeight="semibold" color="fg">
            Verifying a signature
          </Text>
          <Text>
            With the <Code>standardwebhooks</Code> package (Node; the same library exists for Python, Go, PHP, Ruby,
            Java and .NET):
          </Text>
          <CodeBlock label="Verification with standardwebhooks">{VERIFY_WITH_LIBRARY}</CodeBlock>
          <Text>Or without any dependency, in Node:</Text>
          <CodeBlock label="Verification without a dependency">{verifyWebhookSource.trim()}</CodeBlock>
        </Section>

        <Section id="reference">
          <Text>
            Every type of the API, generated from its schema (<Code>schema.graphql</Code>): the queries and mutations
            first, then the types by name. GraphiQL's Docs panel shows the same.
          </Text>
          <Suspense fallback={<Text>Loading the schema reference…</Text>}>
            <SchemaReference />
          </Suspense>
        </Section>
      </Stack>
    </InfoPage>
  );
}
