import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { notifyFailure } from './ConfirmDialog.tsx';
import { downloadCsv } from './downloadCsv.ts';

/** A printable sheet's Print and Download CSV (hidden in print); a failed download is told as "Failed to <what>". */
export function SheetActions({ csvPath, fileName, what }: { csvPath: string | null; fileName: string; what: string }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!csvPath) return;
    setDownloading(true);
    try {
      await downloadCsv(csvPath, fileName);
    } catch (error) {
      notifyFailure(what, error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <HStack gap="2" wrap="wrap" data-print="hide">
      <Button size="sm" variant="outline" onClick={() => window.print()}>
        Print
      </Button>
      <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
        Download CSV
      </Button>
    </HStack>
  );
}
