import { Button, Card, FileInput, Group, Stack, Text } from '@mantine/core';
import { TELETRAX_CSV_COLUMNS, type TTeletraxImport } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { useScanFolder, useSource, useUploadReport } from '../api/teletrax-api';
import { ImportResult } from './import-result';

/**
 * Upload a report (the rows are counted and checked by the server), or import the reports
 * waiting in the watched folder now. A chosen file not yet imported is an unsaved change.
 */
export function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [results, setResults] = useState<TTeletraxImport[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadReport();
  const scan = useScanFolder();
  const source = useSource();
  const unsaved = useUnsavedChanges(file !== null);

  const importFile = useSubmitOnce(async () => {
    if (!file) return;
    setFailure(null);
    try {
      const result = await upload.mutateAsync(file);
      setResults([result]);
      setFile(null);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const importFolder = useSubmitOnce(async () => {
    setFailure(null);
    try {
      const answer = await scan.mutateAsync(undefined);
      setResults(answer.imports);
      if (answer.imports.length === 0) {
        pushNotification({ type: 'info', title: 'No reports were waiting in the folder' });
      }
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const waiting = source.data?.waiting.length ?? 0;

  return (
    <Card withBorder>
      {unsaved.dialog}
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <FileInput
            label="Detection report (CSV)"
            placeholder="Choose a file"
            accept=".csv,text/csv"
            clearable
            value={file}
            onChange={setFile}
            w={320}
          />
          <Button onClick={() => importFile.submit()} loading={importFile.busy} disabled={!file}>
            Import report
          </Button>
          <Button
            variant="default"
            onClick={() => importFolder.submit()}
            loading={importFolder.busy}
            disabled={waiting === 0}
          >
            Import waiting reports{waiting > 0 ? ` (${waiting})` : ''}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Columns: {TELETRAX_CSV_COLUMNS.join(', ')}. Reports dropped into the import folder are
          read every minute; the same detection is never stored twice.
        </Text>
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        {results.map((result) =>
          result.state === 'failed' ? (
            <Text key={result.id} c="red" size="sm" role="alert">
              {result.file_name}: {result.error}
            </Text>
          ) : (
            <ImportResult key={result.id} result={result} />
          ),
        )}
      </Stack>
    </Card>
  );
}
