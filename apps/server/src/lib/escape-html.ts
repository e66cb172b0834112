/** Text for HTML the server writes, inside an element or a quoted attribute alike. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
