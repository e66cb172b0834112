import type { Locator, Page } from '@playwright/test';

type TDragOptions = {
  /** The first small move that tells dnd-kit's pointer sensor a drag began. */
  nudge?: { x: number; y: number };
  /** Where on the target to let go, from its middle. */
  aimY?: number;
};

/** Drags with real mouse steps so dnd-kit's pointer sensor sees a drag. */
export async function drag(
  page: Page,
  handle: Locator,
  target: Locator,
  { nudge = { x: 0, y: -8 }, aimY = -4 }: TDragOptions = {},
) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('what to drag, or where to, is not visible');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + nudge.x, start.y + nudge.y, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + aimY, { steps: 12 });
  await page.mouse.up();
}
