import { formatEgpAmount } from '../shared/rules.ts';

/** Money is integer piasters (1 EGP = 100 piasters); screens show whole pounds. */
export const PIASTERS_PER_POUND = 100;

export const toPiasters = (pounds: number): number => Math.round(pounds * PIASTERS_PER_POUND);

export const toPounds = (piasters: number): number => Math.round(piasters / PIASTERS_PER_POUND);

/** "EGP 1,990": the shared rule, so the API's `formatted` and the web app's amounts agree. */
export const formatEgp = (piasters: number): string => formatEgpAmount(piasters);
