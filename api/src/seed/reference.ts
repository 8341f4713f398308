// Reference data of the demo: where we deliver, who may sign up, and prices.

import type { PricingConfigType } from '../generated/prisma/client.ts';
import { neighborhoodsInArabic } from './arabic.ts';

export interface DemoNeighborhood {
  name: string;
  /** Its Arabic name (arabic.ts), shown on Arabic pages; `name` stays the key. */
  nameAr: string;
  /** The governorate the courier routes by. */
  city: 'Cairo' | 'Giza';
  isServiced: boolean;
}

const englishNeighborhoods: Omit<DemoNeighborhood, 'nameAr'>[] = [
  { name: 'Zamalek', city: 'Cairo', isServiced: true },
  { name: 'Garden City', city: 'Cairo', isServiced: true },
  { name: 'Downtown', city: 'Cairo', isServiced: true },
  { name: 'Maadi', city: 'Cairo', isServiced: true },
  { name: 'Heliopolis', city: 'Cairo', isServiced: true },
  { name: 'Nasr City', city: 'Cairo', isServiced: true },
  { name: 'New Cairo', city: 'Cairo', isServiced: true },
  { name: 'Mohandessin', city: 'Giza', isServiced: true },
  { name: 'Dokki', city: 'Giza', isServiced: true },
  { name: 'Agouza', city: 'Giza', isServiced: true },
  { name: 'Sheikh Zayed', city: 'Giza', isServiced: true },
  { name: 'Shubra', city: 'Cairo', isServiced: false },
  { name: 'Helwan', city: 'Cairo', isServiced: false },
  { name: 'Haram', city: 'Giza', isServiced: false },
  { name: '6th of October', city: 'Giza', isServiced: false },
];

export const demoNeighborhoods: DemoNeighborhood[] = englishNeighborhoods.map((neighborhood) => {
  const nameAr = neighborhoodsInArabic[neighborhood.name];
  if (!nameAr) throw new Error(`Demo neighbourhood "${neighborhood.name}" has no Arabic`);
  return { ...neighborhood, nameAr };
});

export interface DemoInvitationCode {
  code: string;
  isActive: boolean;
  /** null = unlimited. */
  maxUses: number | null;
  currentUses: number;
  description: string;
}

export const demoInvitationCodes: DemoInvitationCode[] = [
  {
    code: 'WELCOME10',
    isActive: true,
    maxUses: 100,
    currentUses: 0,
    description: 'Launch campaign: first 100 sign-ups',
  },
  { code: 'FRIENDS', isActive: true, maxUses: null, currentUses: 0, description: 'Friends and family, unlimited' },
  {
    code: 'CAIRO2026',
    isActive: true,
    maxUses: 10,
    currentUses: 0,
    description: 'Cairo food festival booth, 10 places',
  },
  { code: 'RAMADAN25', isActive: false, maxUses: 200, currentUses: 37, description: 'Ramadan 2025 campaign (ended)' },
  {
    code: 'BETA50',
    isActive: true,
    maxUses: 50,
    currentUses: 50,
    description: 'Closed beta testers (all places taken)',
  },
];

export interface DemoPricingConfig {
  configType: PricingConfigType;
  configKey: string;
  pricePiasters: number;
  description: string;
}

/** Default per-meal price in EGP by bundle size (DESIGN §3). */
export function bundlePricePerMealEgp(mealCount: number): number {
  if (mealCount <= 4) return 249;
  if (mealCount <= 6) return 239;
  if (mealCount <= 9) return 219;
  return 199;
}

export const demoPricingConfigs: DemoPricingConfig[] = [
  ...Array.from({ length: 12 }, (_, i): DemoPricingConfig => {
    const meals = i + 4; // 4..15
    return {
      configType: 'meal_bundle',
      configKey: `${meals}_meals`,
      pricePiasters: bundlePricePerMealEgp(meals) * 100,
      description:
        meals === 4
          ? 'Per-meal price for a 4-meal box; the reference price discounts are measured from'
          : `Per-meal price for a ${meals}-meal box`,
    };
  }),
  {
    configType: 'meal_addon',
    configKey: 'large_meal_addon',
    pricePiasters: 99_00,
    description: 'Added per meal chosen in the large portion',
  },
  {
    configType: 'delivery',
    configKey: 'base_delivery',
    pricePiasters: 0,
    description: 'Standard weekly delivery (free)',
  },
  {
    configType: 'delivery',
    configKey: 'express_delivery',
    pricePiasters: 30_00,
    description: 'Express delivery',
  },
];
