import { Textarea, type TextareaProps } from '@mantine/core';
import { forwardRef } from 'react';

/** The reason a deactivation asks for (one customer or many): required, grows as it is typed. */
export const ReasonField = forwardRef<HTMLTextAreaElement, TextareaProps>((props, ref) => (
  <Textarea ref={ref} label="Reason" required autosize minRows={2} data-autofocus {...props} />
));
ReasonField.displayName = 'ReasonField';
