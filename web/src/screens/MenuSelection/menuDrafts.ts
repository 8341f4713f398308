import { DELIVERY_SLOTS, MEAL_PORTIONS, PORTION_SIZES } from '@rules';
import type { DeliverySlot, PlanPortionSize } from '../../lib/selections.ts';
import type { Pick } from './selectionRules.ts';

/**
 * The menu's picks per week, kept in this tab's session storage while they are being made, so
 * a reload, Back then Forward, or a visit to another week loses nothing. Session storage (not
 * local): a draft belongs to this visit; the stored selection (`lib/selections.ts`) and the
 * server's temporary selection carry picks across registration. Nothing secret is kept.
 */
export const MENU_DRAFTS_KEY = 'menuDrafts';

export interface WeekDraft {
  picks: Pick[];
  slot: DeliverySlot;
  /** Saved and shown read-only until "Edit Selection". */
  saved: boolean;
  /** The plan the picks were made for (a reload with another plan in the URL fits them). */
  mealCount?: number;
  portionSize?: PlanPortionSize;
}

export const EMPTY_DRAFT: WeekDraft = { picks: [], slot: 'morning', saved: false };

const SLOTS: readonly string[] = DELIVERY_SLOTS;
const PORTIONS: readonly string[] = MEAL_PORTIONS;
const PLANS: readonly unknown[] = PORTION_SIZES;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whatever is stored was written by an older build or by hand: only well-formed drafts come back. */
export function parseDrafts(raw: string | null): Record<string, WeekDraft> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const drafts: Record<string, WeekDraft> = {};
  for (const [week, entry] of Object.entries(value as Record<string, unknown>)) {
    const d = entry as Record<string, unknown> | null;
    if (!d || !Array.isArray(d.picks) || typeof d.slot !== 'string' || !SLOTS.includes(d.slot)) continue;
    const picks: Pick[] = [];
    for (const item of d.picks as unknown[]) {
      const p = item as Record<string, unknown> | null;
      if (!p || typeof p.mealId !== 'string') continue;
      const size = typeof p.portionSize === 'string' && PORTIONS.includes(p.portionSize) ? p.portionSize : null;
      picks.push({ mealId: p.mealId, portionSize: size as Pick['portionSize'] });
    }
    drafts[week] = {
      picks,
      slot: d.slot as DeliverySlot,
      saved: d.saved === true,
      mealCount: typeof d.mealCount === 'number' ? d.mealCount : undefined,
      portionSize: PLANS.includes(d.portionSize) ? (d.portionSize as PlanPortionSize) : undefined,
    };
  }
  return drafts;
}

export function readDrafts(): Record<string, WeekDraft> {
  try {
    return parseDrafts(session()?.getItem(MENU_DRAFTS_KEY) ?? null);
  } catch {
    return {};
  }
}

export function writeDrafts(drafts: Record<string, WeekDraft>): void {
  try {
    session()?.setItem(MENU_DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // quota or disabled storage: the picks still live in memory
  }
}

/** Forgets one week's draft (its order was created). */
export function clearWeekDraft(weekId: string): void {
  const drafts = readDrafts();
  if (!(weekId in drafts)) return;
  delete drafts[weekId];
  writeDrafts(drafts);
}

/**
 * Fits picks to a new plan: the first `mealCount` picks stay (the ones made first), the rest
 * are dropped and returned so the customer is told; a standard or large plan gives every pick
 * its size, mixed keeps each pick's own.
 */
export function fitPicks(
  picks: readonly Pick[],
  mealCount: number,
  plan: PlanPortionSize,
): { picks: Pick[]; dropped: Pick[] } {
  const kept = picks.slice(0, mealCount).map((pick) => (plan === 'mixed' ? pick : { ...pick, portionSize: plan }));
  return { picks: kept, dropped: picks.slice(mealCount) };
}
