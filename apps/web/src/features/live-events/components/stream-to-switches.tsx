import { Fieldset, Group } from '@mantine/core';
import { STREAM_TARGET_LABELS, type TStreamTo } from '@newsroom/contract';
import { PlainSwitch } from '../../../lib/ui/plain-switch';

export const targetLabel = (name: string) =>
  (STREAM_TARGET_LABELS as Record<string, string>)[name] ?? name;

/**
 * Each stream target switched on (1) or off (0). Plain switches: the live event page draws
 * twenty into the server's first screen.
 */
export function StreamToSwitches({
  value,
  disabled = false,
  onChange,
}: {
  value: TStreamTo;
  disabled?: boolean;
  onChange: (next: TStreamTo) => void;
}) {
  const entries = Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'number'
      ? [{ name: key, on: v === 1 }]
      : Object.entries(v).map(([sub, on]) => ({ name: `${key}.${sub}`, on: on === 1 })),
  );
  const toggle = (name: string, on: boolean) => {
    const next = structuredClone(value) as Record<string, unknown>;
    const [key, sub] = name.split('.') as [string, string | undefined];
    if (sub) (next[key] as Record<string, number>)[sub] = on ? 1 : 0;
    else next[key] = on ? 1 : 0;
    onChange(next as TStreamTo);
  };
  return (
    <Fieldset legend="Stream targets">
      <Group gap="lg">
        {entries.map(({ name, on }) => (
          <PlainSwitch
            key={name}
            label={targetLabel(name)}
            checked={on}
            disabled={disabled}
            onChange={(next) => toggle(name, next)}
          />
        ))}
      </Group>
    </Fieldset>
  );
}
