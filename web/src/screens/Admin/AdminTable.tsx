import { Box, Button, HStack, Spinner, Table, Text, type TableRootProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

interface AdminTableProps extends Omit<TableRootProps, 'columns'> {
  /** The header row's cells. */
  columns: ReactNode;
  /** Said under the table while it has no rows; null while it has. */
  emptyText?: ReactNode;
  /** Faded while the list reloads, the rows shown meanwhile staying readable. */
  dimmed?: boolean;
}

/** A back-office table: framed, scrolling sideways on a narrow screen, with its empty text under it. */
export function AdminTable({ columns, emptyText, dimmed, children, ...root }: AdminTableProps) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" opacity={dimmed ? 0.6 : undefined}>
      <Table.Root size="sm" {...root}>
        <Table.Header>
          <Table.Row>{columns}</Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
      {emptyText ? (
        <Text p="4" color="fg.muted">
          {emptyText}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * "Showing 25 of 60 orders" (the whole sentence, in the page's language, with its plural),
 * announced as it changes, with a spinner while the list reloads.
 */
export function ShownCount({ text, busy }: { text: string; busy?: boolean }) {
  return (
    <HStack gap="2" minH="6">
      <Text role="status" color="fg.muted">
        {text}
      </Text>
      {busy ? <Spinner size="xs" aria-hidden="true" /> : null}
    </HStack>
  );
}

/** A paginated list's Load more, there while the server has more. */
export function LoadMoreButton({
  hasNext,
  loading,
  onClick,
}: {
  hasNext: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  const { i18n } = useLingui();
  return hasNext ? (
    <Button alignSelf="center" variant="outline" loading={loading} onClick={onClick}>
      {i18n._('Load more')}
    </Button>
  ) : null;
}
