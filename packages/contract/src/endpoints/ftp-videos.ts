import { ZFtpVideoImport, ZFtpVideoList } from '../schemas/ftp-videos';
import { ZVideo } from '../schemas/videos';
import { defineEndpoint } from './define-endpoint';

const FTP = '/api/admin/content/ftp_videos';
const common = { access: 'ftpVideos', tags: ['ftp videos'] } as const;

/** FTP ingest (issue #4 point 7), guarded by the decided `ftpVideos` area. */
export const ftpVideoEndpoints = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: FTP,
    summary: 'The video files waiting in the FTP ingest folder, newest first',
    response: ZFtpVideoList,
  }),
  import: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${FTP}/import`,
    summary:
      'Turn a waiting file into a draft video and move it to the media folder (404 when not waiting, 409 when already imported)',
    body: ZFtpVideoImport,
    response: ZVideo,
    status: 201,
    errors: [404, 409],
  }),
};
