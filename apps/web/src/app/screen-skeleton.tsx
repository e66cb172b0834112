/**
 * The screen's place on the first visit while its code loads (the router's hydrate fallback):
 * the header and the frame paint at once around it. Its rules are in global.css, shared with
 * the copy the server writes into index.html. Not a Mantine Skeleton: that would bring its
 * styles and code into the entry.
 */
export function ScreenSkeleton() {
  return (
    <section className="screen-skeleton" aria-busy="true" aria-label="Loading screen">
      <div className="screen-skeleton-title" />
      <div className="screen-skeleton-filters" />
      <div className="screen-skeleton-rows" />
    </section>
  );
}
