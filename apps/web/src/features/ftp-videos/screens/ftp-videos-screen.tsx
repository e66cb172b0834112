import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ROUTER_BASE_PATH, type TFtpVideoFile, type TVideo } from '@newsroom/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { useFtpVideos } from '../api/ftp-videos-api';
import { FtpFileTable } from '../components/ftp-file-table';
import { ImportFtpVideoModal } from '../components/import-ftp-video-modal';

const videoPath = (video: TVideo) => `/content/videos/all/${video.id}`;

/** /content/ftp-videos: the files waiting in the FTP ingest folder, each importable as a draft video. */
export default function FtpVideosScreen() {
  const files = useFtpVideos();
  const [importing, setImporting] = useState<TFtpVideoFile | null>(null);
  const [last, setLast] = useState<{ video: TVideo; fileName: string } | null>(null);

  const imported = (video: TVideo, fileName: string) => {
    setLast({ video, fileName });
    pushNotification({
      type: 'success',
      title: `“${fileName}” imported as ${video.external_name}`,
      link: { href: `${ROUTER_BASE_PATH}${videoPath(video)}`, label: 'Open the video' },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>FTP videos</Title>
        <Button variant="default" onClick={() => files.refetch()} loading={files.isFetching}>
          Refresh
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Video files uploaded to the FTP ingest folder, newest first. Importing one makes a draft
        video of it and moves the file out of the folder.
      </Text>
      {last && (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setLast(null)}>
          “{last.fileName}” is now the draft video{' '}
          <Anchor component={Link} to={videoPath(last.video)}>
            {last.video.external_name}
          </Anchor>
          .
        </Alert>
      )}
      <QueryState
        query={files}
        what="FTP files"
        isEmpty={(data) => data.files.length === 0}
        empty="No files waiting in the FTP folder"
        emptyNext={{ label: 'Look again', onClick: () => files.refetch() }}
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {data.count} file{data.count === 1 ? '' : 's'} waiting
            </Text>
            <FtpFileTable files={data.files} onImport={setImporting} />
          </>
        )}
      </QueryState>
      <ImportFtpVideoModal
        file={importing}
        onClose={() => setImporting(null)}
        onImported={imported}
      />
    </Stack>
  );
}
