import { Badge, Box, chakra, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { ReferenceField, ReferenceType } from '@rules';
import reference from './schemaReference.generated.json';

const TYPES = reference as ReferenceType[];
const NAMES = new Set(TYPES.map((type) => type.name));
const ROOTS = new Set(['Query', 'Mutation']);
const anchorOf = (name: string) => `type-${name}`;

/** A type written `[Meal!]!`, its named type a link to its entry. */
function TypeName({ type, onOpen }: { type: string; onOpen: (name: string) => void }) {
  const name = type.replace(/[[\]!]/g, '');
  if (!NAMES.has(name)) return <code>{type}</code>;
  const [before, after] = [type.slice(0, type.indexOf(name)), type.slice(type.indexOf(name) + name.length)];
  return (
    <code>
      {before}
      <Link href={`#${anchorOf(name)}`} color="brand.fg" onClick={() => onOpen(name)}>
        {name}
      </Link>
      {after}
    </code>
  );
}

function Description({ children }: { children?: string }) {
  return children ? (
    <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
      {children}
    </Text>
  ) : null;
}

function FieldEntry({ field, onOpen }: { field: ReferenceField; onOpen: (name: string) => void }) {
  return (
    <Box as="li" listStyleType="none" py="1.5" borderTopWidth="1px" overflowWrap="anywhere">
      <Text fontFamily="mono" fontSize="sm">
        <strong>{field.name}</strong>
        {field.args ? (
          <>
            (
            {field.args.map((arg, index) => (
              <Fragment key={arg.name}>
                {index > 0 ? ', ' : ''}
                {arg.name}: <TypeName type={arg.type} onOpen={onOpen} />
                {arg.defaultValue ? ` = ${arg.defaultValue}` : ''}
              </Fragment>
            ))}
            )
          </>
        ) : null}
        : <TypeName type={field.type} onOpen={onOpen} />
      </Text>
      <Description>{field.description}</Description>
      {field.deprecated ? <Text fontSize="sm">Deprecated: {field.deprecated}</Text> : null}
      {field.args?.some((arg) => arg.description) ? (
        <Box as="ul" ps="4">
          {field.args
            .filter((arg) => arg.description)
            .map((arg) => (
              <Text as="li" key={arg.name} fontSize="sm" color="fg.muted">
                <code>{arg.name}</code>: {arg.description}
              </Text>
            ))}
        </Box>
      ) : null}
    </Box>
  );
}

function TypeLinks({ label, names, onOpen }: { label: string; names: string[]; onOpen: (name: string) => void }) {
  return (
    <Text fontSize="sm">
      {label}:{' '}
      {names.map((name, index) => (
        <Fragment key={name}>
          {index > 0 ? ', ' : ''}
          <TypeName type={name} onOpen={onOpen} />
        </Fragment>
      ))}
    </Text>
  );
}

/** One type: its summary always, its fields once opened (the whole schema is thousands of rows). */
function TypeEntry({
  type,
  open,
  onToggle,
  onOpen,
}: {
  type: ReferenceType;
  open: boolean;
  onToggle: (open: boolean) => void;
  onOpen: (name: string) => void;
}) {
  let body: ReactNode = null;
  if (open) {
    body = (
      <Stack gap="2" pt="2">
        <Description>{type.description}</Description>
        {type.interfaces ? <TypeLinks label="Implements" names={type.interfaces} onOpen={onOpen} /> : null}
        {type.members ? (
          <TypeLinks label={type.kind === 'union' ? 'One of' : 'Implemented by'} names={type.members} onOpen={onOpen} />
        ) : null}
        {type.fields ? (
          <Box as="ul" ps="0">
            {type.fields.map((field) => (
              <FieldEntry key={field.name} field={field} onOpen={onOpen} />
            ))}
          </Box>
        ) : null}
        {type.values ? (
          <Box as="ul" ps="0">
            {type.values.map((value) => (
              <Box as="li" key={value.name} listStyleType="none" py="1" borderTopWidth="1px">
                <Text fontFamily="mono" fontSize="sm">
                  {value.name}
                </Text>
                <Description>{value.description}</Description>
              </Box>
            ))}
          </Box>
        ) : null}
      </Stack>
    );
  }
  return (
    <chakra.details
      id={anchorOf(type.name)}
      open={open}
      onToggle={(event) => {
        const now = event.currentTarget.open;
        if (now !== open) onToggle(now);
      }}
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      color="fg"
    >
      <chakra.summary cursor="pointer" fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
        {type.name}{' '}
        <Badge variant="subtle" size="sm">
          {type.kind}
        </Badge>
      </chakra.summary>
      {body}
    </chakra.details>
  );
}

/** The schema reference of /developers, from the generated file: a filter and one entry per type. */
export default function SchemaReference() {
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(ROOTS));
  const shown = useMemo(
    () =>
      deferred
        ? TYPES.filter(
            (type) =>
              type.name.toLowerCase().includes(deferred) ||
              type.fields?.some((field) => field.name.toLowerCase().includes(deferred)),
          )
        : TYPES,
    [deferred],
  );
  const setOpen = (name: string, open: boolean) =>
    setOpened((current) => {
      const next = new Set(current);
      if (open) next.add(name);
      else next.delete(name);
      return next;
    });
  return (
    <Stack gap="2">
      <Box as="label" display="block">
        <Text fontSize="sm" fontWeight="semibold" mb="1" color="fg">
          Find a type or field
        </Text>
        <Input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} maxW="sm" />
      </Box>
      <Text fontSize="sm" aria-live="polite">
        {shown.length} of {TYPES.length} types
      </Text>
      {shown.map((type) => (
        <TypeEntry
          key={type.name}
          type={type}
          open={opened.has(type.name)}
          onToggle={(open) => setOpen(type.name, open)}
          onOpen={(name) => {
            setFilter('');
            setOpen(name, true);
          }}
        />
      ))}
    </Stack>
  );
}
