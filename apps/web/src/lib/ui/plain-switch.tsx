import { Switch } from '@mantine/core';
import { useId } from 'react';

const c = Switch.classes;
/**
 * Switch's own root class: `Switch.classes.root` is its label wrapper's (InlineInput), which the
 * root carries too (plain-parts.test.tsx checks the pair against Mantine's markup).
 */
const SWITCH_ROOT = 'm_5f93f3bb';
const ROOT = `${SWITCH_ROOT} mantine-Switch-root ${c.root} mantine-Switch-root`;
const BODY = `${c.body} mantine-Switch-body`;
const INPUT = `${c.input} mantine-Switch-input`;
const TRACK = `${c.track} mantine-Switch-track`;
const THUMB = `${c.thumb} mantine-Switch-thumb`;
const TRACK_LABEL = `${c.trackLabel} mantine-Switch-trackLabel`;
const LABEL_WRAPPER = `${c.labelWrapper} mantine-Switch-labelWrapper`;
const LABEL = `${c.label} mantine-Switch-label`;

/**
 * A labelled on/off switch: Mantine's Switch as it looks and behaves (its classes, its track and
 * thumb), drawn as plain elements. A form with a switch per stream target draws twenty of them
 * into the server's first screen, where Switch's style machinery is a good part of the render.
 */
export function PlainSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const off = disabled || undefined;
  return (
    <div className={ROOT} data-label-position="right" data-checked={checked}>
      <label className={BODY} htmlFor={id}>
        <input
          data-checked={checked}
          id={id}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox tells its state itself (as in Mantine's Switch)
          role="switch"
          className={INPUT}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span
          className={TRACK}
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span className={THUMB} data-reduce-motion="true" data-with-thumb-indicator="true" />
          <span className={TRACK_LABEL} />
        </span>
        <div className={LABEL_WRAPPER} data-disabled={off}>
          <span className={LABEL} data-disabled={off}>
            {label}
          </span>
        </div>
      </label>
    </div>
  );
}
