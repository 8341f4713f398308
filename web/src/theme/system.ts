import { createSystem, defaultBaseConfig, defaultConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radiomarkRecipe,
  radioCardSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The app's design system.
 *
 * Chakra's `defaultConfig` carries a recipe for every one of its ~90 components, and all of
 * it ends up in the entry bundle because the system object references it. We start from the
 * recipe-less base config instead and register only the recipes our components use. A
 * component whose recipe is missing renders unstyled, so adding a Chakra component to a
 * screen means adding its recipe here (see README).
 */
const usedRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  // The marks inside Checkbox and RadioCard (their slot recipes do not carry them).
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const usedSlotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioCard: radioCardSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Colour palettes of Chakra's defaults that nothing uses (a colorPalette prop, a status or a
 * token path would name them). Every token becomes a CSS variable on each page and a step of
 * making the system in the browser, so unused palettes cost start-up time on a phone. Blue is
 * only the "info" status's palette, which no alert or toast of ours uses; its `bg.info`,
 * `fg.info` and `border.info` go with it.
 */
const unusedPalettes = new Set(['yellow', 'teal', 'cyan', 'pink', 'blue', 'purple']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors)
      .filter(([name]) => !unusedPalettes.has(name))
      .map(([name, group]) => [name, ['bg', 'fg', 'border'].includes(name) ? withoutInfo(group) : group]),
  ) as T;
}

function withoutInfo(group: object) {
  return Object.fromEntries(Object.entries(group).filter(([key]) => key !== 'info'));
}

/**
 * The app is light-only (no colour-mode provider, nothing sets Chakra's `.dark` class), so a
 * semantic token's `{ _light, _dark }` value is its light one: each such token is then one CSS
 * variable instead of one per mode, which makes the system noticeably cheaper to create. Giving
 * the app a dark mode means dropping this.
 */
function lightOnly<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null) return tree;
  if ('value' in tree) {
    const { value } = tree;
    return typeof value === 'object' && value !== null && '_light' in value ? { ...tree, value: value._light } : tree;
  }
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/** Chakra's default theme minus the unused recipes, palettes and dark values (same conditions and styles). */
const trimmedDefaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    recipes: usedRecipes,
    slotRecipes: usedSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * Brand: paprika/terracotta for actions, saffron for highlights, herb green for food tags,
 * on a warm cream page. `brand.600` carries white text at 5.8:1 (WCAG AA for body text).
 */
/** A palette's semantic tokens (what `colorPalette` reads) from its shades: solid, its text, fg. */
const paletteTokens = (name: string, solid: number, contrast: string, fg: number) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: contrast },
  fg: { value: `{colors.${name}.${fg}}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.500}` },
});

const brandTheme = defineConfig({
  globalCss: {
    html: {
      colorPalette: 'brand',
    },
    body: {
      fontFamily: 'body',
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdf4ef' },
          100: { value: '#fbe4d6' },
          200: { value: '#f6c5a8' },
          300: { value: '#f0a077' },
          400: { value: '#e8794a' },
          500: { value: '#d95d2b' },
          600: { value: '#bf4a1f' },
          700: { value: '#9c3a1b' },
          800: { value: '#7c311c' },
          900: { value: '#652a1a' },
          950: { value: '#38130a' },
        },
        saffron: {
          50: { value: '#fffbeb' },
          100: { value: '#fef3c7' },
          200: { value: '#fde68a' },
          300: { value: '#fcd34d' },
          400: { value: '#f9b824' },
          500: { value: '#e99b0c' },
          600: { value: '#c47506' },
          700: { value: '#9c5409' },
          800: { value: '#80430f' },
          900: { value: '#6b3710' },
          950: { value: '#3e1c04' },
        },
        cream: {
          50: { value: '#fffcf8' },
          100: { value: '#fdf7f0' },
          200: { value: '#f8ede1' },
          300: { value: '#efdfcd' },
          400: { value: '#e2cbb2' },
        },
        espresso: {
          500: { value: '#7a6456' },
          600: { value: '#5e4a3e' },
          700: { value: '#47362c' },
          800: { value: '#33261f' },
          900: { value: '#241a15' },
        },
      },
      fonts: {
        heading: {
          value:
            '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, Cambria, "Times New Roman", serif',
        },
        body: {
          value:
            'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: paletteTokens('brand', 600, '{colors.white}', 700),
        saffron: paletteTokens('saffron', 400, '{colors.espresso.900}', 800),
        // Warm neutrals replace Chakra's cool greys for the page, text and borders.
        bg: {
          DEFAULT: { value: '{colors.cream.100}' },
          subtle: { value: '{colors.cream.50}' },
          muted: { value: '{colors.cream.200}' },
          emphasized: { value: '{colors.cream.300}' },
          panel: { value: '{colors.white}' },
        },
        fg: {
          DEFAULT: { value: '{colors.espresso.900}' },
          muted: { value: '{colors.espresso.600}' },
          subtle: { value: '{colors.espresso.500}' },
        },
        border: {
          DEFAULT: { value: '{colors.cream.300}' },
          muted: { value: '{colors.cream.200}' },
          emphasized: { value: '{colors.cream.400}' },
        },
      },
    },
  },
});

type System = ReturnType<typeof createSystem>;
let system: System | undefined;

/**
 * The system, made on first use rather than when the module loads: making it is the costliest
 * step of the app's start (every token becomes a CSS variable), so a prerendered page makes it
 * in a task of its own between loading the modules and hydrating (main.tsx), which keeps each
 * of those tasks short on a slow phone.
 */
export function appSystem(): System {
  system ??= withStrictRecipes(createSystem(defaultBaseConfig, trimmedDefaultTheme, brandTheme));
  return system;
}

/**
 * In development (and the unit tests), a Chakra component whose recipe Chakra's default theme
 * has but the trimmed system above leaves out throws instead of rendering unstyled, so a missing
 * recipe is found the first time the component renders. Production keeps Chakra's own lookup
 * (and the build leaves this out, default theme included).
 */
function withStrictRecipes(made: System): System {
  if (!import.meta.env.DEV) return made;
  const missing = (kind: string, key: string) =>
    new Error(`Chakra's "${key}" ${kind} is not in the app's system: add it to theme/system.ts`);
  const { recipes = {}, slotRecipes = {} } = defaultConfig.theme ?? {};
  return {
    ...made,
    getRecipeFn: (key, fallback) => {
      if (key in recipes && !made.isRecipe(key)) throw missing('recipe', key);
      return made.getRecipeFn(key, fallback);
    },
    getSlotRecipeFn: (key, fallback) => {
      if (key in slotRecipes && !made.isSlotRecipe(key)) throw missing('slot recipe', key);
      return made.getSlotRecipeFn(key, fallback);
    },
  };
}
