import type { Page } from '@playwright/test';

/** A filled rectangle (`rect`: x, y, width, height) or disc (`disc`: x, y, radius). */
export type TShape = { color: string; rect?: number[]; disc?: number[] };

/** A real PNG drawn by the browser's own canvas: the background colour, then each shape. */
export async function pngFromCanvas(
  page: Page,
  size: { width: number; height: number },
  background: string,
  shapes: TShape[],
): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ size, background, shapes }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = background;
      context.fillRect(0, 0, size.width, size.height);
      for (const shape of shapes) {
        context.fillStyle = shape.color;
        const [x = 0, y = 0, a = 0, b = 0] = shape.rect ?? shape.disc ?? [];
        if (shape.rect) context.fillRect(x, y, a, b);
        if (shape.disc) {
          context.beginPath();
          context.arc(x, y, a, 0, Math.PI * 2);
          context.fill();
        }
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { size, background, shapes },
  );
  return Buffer.from(base64, 'base64');
}
