import { ActionIcon, Button, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { type TRendition, VIDEO_CODECS } from '@newsroom/contract';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';

export type TLadderForm = { name: string; template: string; renditions: TRendition[] };

const NUMBER_COLUMNS = [
  ['width', 'Width'],
  ['height', 'Height'],
  ['video_bitrate', 'Video kbit/s'],
  ['audio_bitrate', 'Audio kbit/s'],
  ['frame_rate', 'Frame rate'],
] as const;

export const NEW_RUNG: TRendition = {
  width: 1280,
  height: 720,
  video_bitrate: 3000,
  audio_bitrate: 128,
  codec: 'h264',
  frame_rate: 30,
};

/** The rendition ladder: one row per rung, each field labelled with its rung's number. */
export function RenditionLadderField({
  control,
  errors,
}: {
  control: Control<TLadderForm>;
  errors: FieldErrors<TLadderForm>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'renditions' });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Renditions
      </Text>
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {NUMBER_COLUMNS.map(([, label]) => (
              <Table.Th key={label}>
                <Text size="xs">{label}</Text>
              </Table.Th>
            ))}
            <Table.Th>
              <Text size="xs">Codec</Text>
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field, index) => (
            <Table.Tr key={field.id}>
              {NUMBER_COLUMNS.map(([name, label]) => (
                <Table.Td key={name}>
                  <Controller
                    control={control}
                    name={`renditions.${index}.${name}`}
                    render={({ field: input }) => (
                      <NumberInput
                        size="xs"
                        hideControls
                        aria-label={`${label} of rendition ${index + 1}`}
                        decimalScale={name === 'frame_rate' ? 3 : 0}
                        value={input.value}
                        onChange={(value) =>
                          input.onChange(typeof value === 'number' ? value : NaN)
                        }
                        error={errors.renditions?.[index]?.[name]?.message}
                      />
                    )}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <Controller
                  control={control}
                  name={`renditions.${index}.codec`}
                  render={({ field: input }) => (
                    <Select
                      size="xs"
                      w={80}
                      aria-label={`Codec of rendition ${index + 1}`}
                      data={[...VIDEO_CODECS]}
                      value={input.value}
                      onChange={(value) => value && input.onChange(value)}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove rendition ${index + 1}`}
                  disabled={fields.length <= 1}
                  onClick={() => remove(index)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {errors.renditions?.root?.message || errors.renditions?.message ? (
        <Text size="xs" c="red">
          {errors.renditions?.root?.message ?? errors.renditions?.message}
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="default"
        w="fit-content"
        disabled={fields.length >= 10}
        onClick={() => append({ ...NEW_RUNG })}
      >
        Add rendition
      </Button>
    </Stack>
  );
}
