/** Money is integer piasters (1 EGP = 100 piasters); screens show whole pounds. */
export const PIASTERS_PER_POUND = 100;

export const toPiasters = (pounds: number): number => Math.round(pounds * PIASTERS_PER_POUND);

export const toPounds = (piasters: number): number => Math.round(piasters / PIASTERS_PER_POUND);

export const formatEgp = (piasters: number): string => `EGP ${toPounds(piasters)}`;
