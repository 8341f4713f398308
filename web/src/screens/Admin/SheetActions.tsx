import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { notifyFailure } from './ConfirmDialog.tsx';
import { downloadCsv } from './downloadCsv.ts';

/** An export's busy flag and its start; a failure is told as "Failed to <what>". */
export function useDownload(download: () => Promise<unknown>, what: string) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notifyFailure(what, error);
    } finally {
      setBusy(false);
    }
  };
  return [busy, start] as const;
}

/** A printable sheet's Print and Download CSV (hidden in print). */
export function SheetActions({ csvPath, fileName, what }: { csvPath: string | null; fileName: string; what: string }) {
  const { i18n } = useLingui();
  const [downloading, download] = useDownload(async () => csvPath && downloadCsv(csvPath, fileName), what);
  return (
    <HStack gap="2" wrap="wrap" data-print="hide">
      <Button size="sm" variant="outline" onClick={() => window.print()}>
        {i18n._('Print')}
      </Button>
      <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
        {i18n._('Download CSV')}
      </Button>
    </HStack>
  );
}
