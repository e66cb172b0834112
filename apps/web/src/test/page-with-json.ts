/**
 * A page as the server writes it: a `<script type="application/json" id={id}>` holding
 * `content` in its head (none when `content` is undefined), for what the app reads back from it.
 */
export function pageWithJson(id: string, content: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument();
  if (content !== undefined) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = id;
    element.textContent = content;
    doc.head.append(element);
  }
  return doc;
}
