import { Text } from '@mantine/core';
import type { TRendition, TTranscoderProfile } from '@newsroom/contract';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { RowActions } from '../../../lib/list/row-actions';

/** `1920×1080 h264 30 fps, 6000 + 128 kbit/s` */
export const rungText = (rung: TRendition) =>
  `${rung.width}×${rung.height} ${rung.codec} ${rung.frame_rate} fps, ${rung.video_bitrate} + ${rung.audio_bitrate} kbit/s`;

const COLUMNS: TColumn<TTranscoderProfile>[] = [
  { header: 'Name', cell: (profile) => profile.name },
  { header: 'Wowza template', cell: (profile) => profile.template },
  {
    header: 'Renditions',
    cell: (profile) =>
      profile.renditions.map((rung) => (
        <Text key={rungText(rung)} size="xs">
          {rungText(rung)}
        </Text>
      )),
  },
  { header: 'Live events', cell: (profile) => profile.events_count },
];

export function TranscoderProfileTable({
  profiles,
  onEdit,
  onDelete,
}: {
  profiles: TTranscoderProfile[];
  onEdit: (profile: TTranscoderProfile) => void;
  onDelete: (profile: TTranscoderProfile) => void;
}) {
  const columns: TColumn<TTranscoderProfile>[] = [
    ...COLUMNS,
    {
      header: '',
      width: 170,
      cell: (profile) => (
        <RowActions
          name={profile.name}
          onEdit={() => onEdit(profile)}
          onDelete={() => onDelete(profile)}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Transcoder profiles"
      rows={profiles}
      columns={columns}
      rowKey={(profile) => profile.id}
      highlightOnHover
      verticalSpacing="xs"
    />
  );
}
