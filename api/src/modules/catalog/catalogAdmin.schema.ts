// The admin's catalogue and week editor in GraphQL (admin scope): resolvers only delegate.
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { adminInput, idInput, rowInputs, rowPayload } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import { payloadQueryOf } from '../../graphql/payloadQuery.ts';
import type { Week, WeekMenuItem } from '../../generated/prisma/client.ts';
import { AllergenEnum, DietEnum, MealCategoryEnum, MealRef, WeekRef } from './catalog.schema.ts';
import { countAdminMeals, createMeal, deleteMeal, listAdminMeals, updateMeal } from './mealAdmin.service.ts';
import type { MealQuery } from './meals.service.ts';
import type { WeekQuery } from './menus.service.ts';
import {
  addMealToWeek,
  adminMenuEntries,
  listEditorWeeks,
  removeMealFromWeek,
  weekMenuIsFrozen,
} from './weekMenuAdmin.service.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';

builder.prismaObjectField('Week', 'menuEntries', (t) =>
  t.relation('menu', {
    authScopes: { admin: true, partnerScope: 'catalog:read' },
    description: 'Every entry of the menu, withdrawn ones too, in display order (admins).',
    query: adminMenuEntries,
  }),
);

builder.objectField(WeekRef, 'isMenuFrozen', (t) =>
  t.boolean({
    authScopes: { admin: true },
    description: 'Its order deadline has passed: orders name its meals, so its menu can no longer change (admins).',
    resolve: (week, _args, { app }) => weekMenuIsFrozen(app, week),
  }),
);

builder.queryFields((t) => ({
  adminMeals: t.prismaConnection(
    {
      type: 'Meal',
      ...pagedList({ admin: true, partnerScope: 'catalog:read' as const }),
      description: 'Every meal an admin manages (deleted and hidden ones left out), alphabetical.',
      resolve: (query, _root, _args, { app }) => listAdminMeals(app, query),
      totalCount: (_root, _args, { app }) => countAdminMeals(app),
    },
    ...connectionNames('AdminMeal'),
  ),
  adminWeeks: t.prismaField({
    type: ['Week'],
    authScopes: { admin: true, partnerScope: 'catalog:read' },
    description: "The week editor's weeks: starting today or later, up to 8 weeks ahead, soonest first.",
    resolve: (query, _root, _args, { app }) => listEditorWeeks(app, query),
  }),
}));

const MealInputFields = builder.inputType('MealInput', {
  description: 'The meal form. Large values default to 1.5 × regular, rounded.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'English.' }),
    titleAr: t.string({ description: 'Arabic; empty shows the English, left out keeps it.' }),
    description: t.string({ required: true, description: 'English.' }),
    descriptionAr: t.string({ description: 'Arabic; empty shows the English, left out keeps it.' }),
    category: t.field({ type: MealCategoryEnum }),
    calories: t.int({ required: true }),
    protein: t.float({ required: true, description: 'Grams, in steps of 0.1.' }),
    caloriesLarge: t.int(),
    proteinLarge: t.float(),
    ingredients: t.string({ description: 'Comma-separated, English.' }),
    ingredientsAr: t.string({ description: 'Comma-separated, Arabic; empty shows the English, left out keeps it.' }),
    imageUrl: t.string({ required: true, description: 'From imageUpload or the upload-URL flow.' }),
    price: t.int({ description: 'Whole pounds (EGP); 249 when left out.' }),
    allergens: t.field({ type: [AllergenEnum], description: 'What it contains; left out keeps them.' }),
    diets: t.field({ type: [DietEnum], description: 'The diets it fits; left out keeps them.' }),
  }),
});

const mealInputs = rowInputs('Meal', 'meal', MealInputFields);

const MealPayload = (name: string) => rowPayload(name, 'meal', MealRef);

const MealDeletePayload = builder.objectRef<{ id: number; hidden: boolean }>('MealDeletePayload').implement({
  fields: (t) => ({
    deletedMealId: t.id({ description: 'Global ID.', resolve: ({ id }) => encodeGlobalID('Meal', id) }),
    hidden: t.boolean({
      description: 'True when past orders name the meal: it is hidden rather than deleted.',
      resolve: ({ hidden }) => hidden,
    }),
  }),
});

const WeekMenuMealAddInput = builder.inputType('WeekMenuMealAddInput', {
  fields: (t) => ({
    weekId: t.id({ required: true }),
    mealId: t.id({ required: true }),
    isAvailable: t.boolean(),
    isFeatured: t.boolean(),
    sortOrder: t.int({ description: 'Last when left out.' }),
  }),
});

const WeekMenuMealRemoveInput = builder.inputType('WeekMenuMealRemoveInput', {
  fields: (t) => ({ weekId: t.id({ required: true }), mealId: t.id({ required: true }) }),
});

const WeekMenuPayload = (name: string, entryField: string) =>
  builder.objectRef<{ week: Week; entry: WeekMenuItem }>(name).implement({
    fields: (t) => ({
      week: t.field({ type: WeekRef, resolve: (payload) => payload.week }),
      [entryField]: t.id({
        description: "The menu entry's global ID.",
        resolve: (payload) => encodeGlobalID('WeekMenuItem', payload.entry.id),
      }),
    }),
  });

const mealQueryOf = payloadQueryOf<MealQuery>('Meal', 'meal');
const weekQueryOf = payloadQueryOf<WeekQuery>('Week', 'week');

builder.mutationFields((t) => ({
  mealCreate: t.field({
    type: MealPayload('MealCreatePayload'),
    ...adminInput(mealInputs.create, { errors: [ValidationError] }),
    resolve: async (_root, { input }, ctx, info) => ({
      meal: await createMeal(ctx.app, ctx.viewer.admin!.id, input.meal, mealQueryOf(ctx, info)),
    }),
  }),
  mealUpdate: t.field({
    type: MealPayload('MealUpdatePayload'),
    ...adminInput(mealInputs.update, { errors: [ValidationError, NotFoundError] }),
    resolve: async (_root, { input }, ctx, info) => ({
      meal: await updateMeal(ctx.app, ctx.viewer.admin!.id, input.id, input.meal, mealQueryOf(ctx, info)),
    }),
  }),
  mealDelete: t.field({
    type: MealDeletePayload,
    ...adminInput(idInput('MealDeleteInput'), { errors: [ValidationError, NotFoundError] }),
    description: 'Deletes a meal; one that past orders name is hidden instead (see `hidden`).',
    resolve: (_root, { input }, { app, viewer }) => deleteMeal(app, viewer.admin!.id, input.id),
  }),
  weekMenuMealAdd: t.field({
    type: WeekMenuPayload('WeekMenuMealAddPayload', 'entryId'),
    ...adminInput(WeekMenuMealAddInput, { errors: [ValidationError, NotFoundError, ConflictError] }),
    description: "Puts a meal on a week's menu, or changes its entry's flags. Refused after the week's deadline.",
    resolve: (_root, { input }, ctx, info) =>
      addMealToWeek(ctx.app, ctx.viewer.admin!.id, input, weekQueryOf(ctx, info)),
  }),
  weekMenuMealRemove: t.field({
    type: WeekMenuPayload('WeekMenuMealRemovePayload', 'removedEntryId'),
    ...adminInput(WeekMenuMealRemoveInput, { errors: [ValidationError, NotFoundError, ConflictError] }),
    description: "Takes a meal off a week's menu. Refused after the week's deadline (orders exist).",
    resolve: (_root, { input }, ctx, info) =>
      removeMealFromWeek(ctx.app, ctx.viewer.admin!.id, input, weekQueryOf(ctx, info)),
  }),
}));
