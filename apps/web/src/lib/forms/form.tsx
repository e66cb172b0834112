import type { ComponentProps } from 'react';

/**
 * Every form of the app. The browser's own submission is turned off (`method="dialog"` outside a
 * dialog submits nothing): on a page the server drew, Enter in a field or a click on Save before
 * the app has taken the page over would otherwise load the page again with the fields in its
 * address, losing the edits. Once the app runs, the form's submit handler does the work.
 */
export function Form(props: Omit<ComponentProps<'form'>, 'method' | 'action'>) {
  return <form {...props} method="dialog" />;
}
