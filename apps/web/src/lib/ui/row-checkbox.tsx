import { Checkbox } from '@mantine/core';
import classes from './plain-parts.module.css';

const c = Checkbox.classes;
/**
 * Checkbox's own root class: `Checkbox.classes.root` is its label wrapper's (InlineInput), which
 * the root carries too (plain-parts.test.tsx checks the pair against Mantine's markup).
 */
const CHECKBOX_ROOT = 'm_bf2d988c';
const ROOT = `${CHECKBOX_ROOT} mantine-Checkbox-root ${c.root} mantine-Checkbox-root ${classes.checkbox}`;
const BODY = `${c.body} mantine-Checkbox-body`;
const INNER = `${c.inner} mantine-Checkbox-inner`;
const INPUT = `mantine-focus-auto ${c.input} mantine-Checkbox-input`;
const ICON = `${c.icon} mantine-Checkbox-icon`;
const LABEL_WRAPPER = `${c.labelWrapper} mantine-Checkbox-labelWrapper`;

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
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className={ICON}
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={LABEL_WRAPPER} />
      </div>
    </div>
  );
}
