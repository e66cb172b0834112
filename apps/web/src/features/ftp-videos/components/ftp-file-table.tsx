import { Button, Table, Text } from '@mantine/core';
import type { TFtpVideoFile } from '@newsroom/contract';
import { formatAge, formatBytes, formatDateTime } from '../model/format-file';

export function FtpFileTable({
  files,
  onImport,
}: {
  files: TFtpVideoFile[];
  onImport: (file: TFtpVideoFile) => void;
}) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="Files waiting">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>File</Table.Th>
          <Table.Th w={120}>Size</Table.Th>
          <Table.Th w={260}>Uploaded</Table.Th>
          <Table.Th w={110} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {files.map((file) => (
          <Table.Tr key={file.name}>
            <Table.Td style={{ wordBreak: 'break-all' }}>{file.name}</Table.Td>
            <Table.Td title={`${file.size.toLocaleString('en')} bytes`}>
              {formatBytes(file.size)}
            </Table.Td>
            <Table.Td>
              <Text size="sm" span>
                {formatAge(file.modified_at)}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                {formatDateTime(file.modified_at)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Button size="xs" onClick={() => onImport(file)} aria-label={`Import ${file.name}`}>
                Import
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
