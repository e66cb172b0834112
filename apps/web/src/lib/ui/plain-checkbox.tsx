// Mantine's styles for the parts drawn here, without Checkbox's code: a list screen loads no more.
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { type ComponentProps, useId } from 'react';
import classes from './plain-parts.module.css';

/**
 * The class names of Checkbox's parts (its own and its label wrapper's, InlineInput), as
 * Checkbox draws them: plain-parts.test.tsx checks them against Mantine's markup.
 */
const c = {
  root: 'm_bf2d988c',
  inlineRoot: 'm_5f75b09e',
  body: 'm_5f6e695e',
  inner: 'm_26062bec',
  input: 'm_26063560',
  icon: 'm_bf295423',
  labelWrapper: 'm_d3ea56bb',
  label: 'm_8ee546b8',
};
/** Mantine's check mark (CheckboxIcon). */
const CHECK =
  'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';
const ROOT = `${c.root} mantine-Checkbox-root ${c.inlineRoot} mantine-Checkbox-root ${classes.checkbox}`;
const BODY = `${c.body} mantine-Checkbox-body`;
const INNER = `${c.inner} mantine-Checkbox-inner`;
const INPUT = `mantine-focus-auto ${c.input} mantine-Checkbox-input`;
const ICON = `${c.icon} mantine-Checkbox-icon`;
const LABEL_WRAPPER = `${c.labelWrapper} mantine-Checkbox-labelWrapper`;
const LABEL = `${c.label} mantine-Checkbox-label`;

/** Mantine's check mark (CheckboxIcon), shown by its styles when the box is checked. */
const CheckMark = () => (
  <svg
    viewBox="0 0 10 7"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
    aria-hidden="true"
    className={ICON}
  >
    <path d={CHECK} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
  </svg>
);

/**
 * A row's selection box, named but with no visible label: Mantine's Checkbox as it looks and
 * behaves (its classes, its check mark), drawn as plain elements. A list draws one per row into
 * the server's first screen, where Checkbox's style machinery is a good part of the render.
 */
export function RowCheckbox({
  label,
  checked,
  onChange,
}: {
  /** The accessible name ("Select Anna Abbott"). */
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <div className={ROOT} data-variant="filled" data-label-position="right">
      <div className={BODY}>
        <div className={INNER} data-label-position="right">
          <input
            className={INPUT}
            aria-label={label}
            type="checkbox"
            checked={checked}
            onChange={onChange}
          />
          <CheckMark />
        </div>
        <div className={LABEL_WRAPPER} />
      </div>
    </div>
  );
}

/**
 * A labelled checkbox of a form, as Mantine's Checkbox draws it, taking a form library's input
 * props (`{...register(name)}`): the live event form draws a dozen flags into the first screen.
 */
export function PlainCheckbox({
  label,
  disabled,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className' | 'id'> & { label: string }) {
  const id = useId();
  const off = disabled || undefined;
  return (
    <div className={ROOT} data-variant="filled" data-label-position="right">
      <div className={BODY}>
        <div className={INNER} data-label-position="right">
          <input {...input} className={INPUT} id={id} type="checkbox" disabled={disabled} />
          <CheckMark />
        </div>
        <div className={LABEL_WRAPPER} data-disabled={off}>
          <label className={LABEL} htmlFor={id} data-disabled={off}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
