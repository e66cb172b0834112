import { Button, Group, Table, Text } from '@mantine/core';
import type { TRendition, TTranscoderProfile } from '@newsroom/contract';

/** `1920×1080 h264 30 fps, 6000 + 128 kbit/s` */
export const rungText = (rung: TRendition) =>
  `${rung.width}×${rung.height} ${rung.codec} ${rung.frame_rate} fps, ${rung.video_bitrate} + ${rung.audio_bitrate} kbit/s`;

export function TranscoderProfileTable({
  profiles,
  onEdit,
  onDelete,
}: {
  profiles: TTranscoderProfile[];
  onEdit: (profile: TTranscoderProfile) => void;
  onDelete: (profile: TTranscoderProfile) => void;
}) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="Transcoder profiles">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Wowza template</Table.Th>
          <Table.Th>Renditions</Table.Th>
          <Table.Th>Live events</Table.Th>
          <Table.Th w={170} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {profiles.map((profile) => (
          <Table.Tr key={profile.id}>
            <Table.Td>{profile.name}</Table.Td>
            <Table.Td>{profile.template}</Table.Td>
            <Table.Td>
              {profile.renditions.map((rung) => (
                <Text key={rungText(rung)} size="xs">
                  {rungText(rung)}
                </Text>
              ))}
            </Table.Td>
            <Table.Td>{profile.events_count}</Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onEdit(profile)}
                  aria-label={`Edit ${profile.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => onDelete(profile)}
                  aria-label={`Delete ${profile.name}`}
                >
                  Delete
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
