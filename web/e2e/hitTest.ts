import type { Locator } from 'playwright-core';

/**
 * What a tap on `target` would reach: for its centre and four corners (2 px inside), the
 * element the browser hit-tests there. Every entry is `null` when nothing (a toast, a bar, a
 * backdrop) lies over the target; otherwise it describes the element that would take the tap.
 */
export async function coveredPoints(target: Locator): Promise<(string | null)[]> {
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const inset = 2;
    const points: [number, number][] = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + inset, rect.top + inset],
      [rect.right - inset, rect.top + inset],
      [rect.left + inset, rect.bottom - inset],
      [rect.right - inset, rect.bottom - inset],
    ];
    return points.map(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      if (hit && element.contains(hit)) return null;
      if (!hit) return `(${Math.round(x)}, ${Math.round(y)}) is outside the viewport`;
      const toast = hit.closest('[data-scope="toast"]') ? ' inside a toast' : '';
      const text = (hit.textContent ?? '').trim().slice(0, 40);
      return `(${Math.round(x)}, ${Math.round(y)}) hits <${hit.tagName.toLowerCase()}>${toast} "${text}"`;
    });
  });
}

/** The centre of `target` in viewport coordinates, for a real mouse click there. */
export async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not rendered');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
