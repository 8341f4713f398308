// The tables the Express + drizzle reference reads, mapped onto the product's
// PostgreSQL schema (Prisma's quoted camelCase names). Read-only: enums are text.
import { relations } from 'drizzle-orm';
import { boolean, date, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const week = pgTable('Week', {
  id: integer('id').primaryKey(),
  startDate: date('startDate', { mode: 'string' }).notNull(),
  endDate: date('endDate', { mode: 'string' }).notNull(),
  orderDeadline: instant('orderDeadline').notNull(),
  deliveryDate: date('deliveryDate', { mode: 'string' }).notNull(),
  label: text('label').notNull(),
  isSelectable: boolean('isSelectable').notNull(),
});

export const meal = pgTable('Meal', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  ingredients: text('ingredients').notNull(),
  tags: text('tags').array().notNull(),
  category: text('category').notNull(),
  calories: integer('calories').notNull(),
  protein: doublePrecision('protein').notNull(),
  caloriesLarge: integer('caloriesLarge'),
  proteinLarge: doublePrecision('proteinLarge'),
  imageUrl: text('imageUrl'),
  pricePiasters: integer('pricePiasters').notNull(),
  isActive: boolean('isActive').notNull(),
  // Enum arrays, read as text arrays.
  allergens: text('allergens').array().notNull(),
  diets: text('diets').array().notNull(),
});

export const weekMenuItem = pgTable('WeekMenuItem', {
  id: integer('id').primaryKey(),
  weekId: integer('weekId').notNull(),
  mealId: integer('mealId').notNull(),
  isAvailable: boolean('isAvailable').notNull(),
  isFeatured: boolean('isFeatured').notNull(),
  sortOrder: integer('sortOrder').notNull(),
});

export const customerSession = pgTable('CustomerSession', {
  id: integer('id').primaryKey(),
  tokenHash: text('tokenHash').notNull(),
  customerId: integer('customerId').notNull(),
  expiresAt: instant('expiresAt').notNull(),
});

export const order = pgTable('Order', {
  id: integer('id').primaryKey(),
  customerId: integer('customerId').notNull(),
  weekId: integer('weekId').notNull(),
  status: text('status').notNull(),
  paymentStatus: text('paymentStatus').notNull(),
  paymentMethod: text('paymentMethod'),
  mealCount: integer('mealCount').notNull(),
  defaultPortionSize: text('defaultPortionSize').notNull(),
  deliverySlot: text('deliverySlot').notNull(),
  delivered: boolean('delivered').notNull(),
  subtotalPiasters: integer('subtotalPiasters').notNull(),
  discountPiasters: integer('discountPiasters').notNull(),
  deliveryFeePiasters: integer('deliveryFeePiasters').notNull(),
  totalPiasters: integer('totalPiasters').notNull(),
  creditPiasters: integer('creditPiasters').notNull(),
  referralDiscountPiasters: integer('referralDiscountPiasters').notNull(),
  isFirstSubscriptionOrder: boolean('isFirstSubscriptionOrder').notNull(),
  purchaseType: text('purchaseType'),
  createdAt: instant('createdAt').notNull(),
  updatedAt: instant('updatedAt').notNull(),
});

export const subscription = pgTable('Subscription', {
  id: integer('id').primaryKey(),
  customerId: integer('customerId').notNull(),
  status: text('status').notNull(),
});

export const trialRedemption = pgTable('TrialRedemption', {
  id: integer('id').primaryKey(),
  customerId: integer('customerId').notNull(),
  orderId: integer('orderId').notNull(),
});

export const customer = pgTable('Customer', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  addressName: text('addressName').notNull(),
  street: text('street').notNull(),
  building: text('building').notNull(),
  floor: text('floor').notNull(),
  apartment: text('apartment').notNull(),
  landmark: text('landmark').notNull(),
  deliveryNotes: text('deliveryNotes').notNull(),
  neighborhoodId: integer('neighborhoodId'),
});

export const neighborhood = pgTable('Neighborhood', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isServiced: boolean('isServiced').notNull(),
});

export const setting = pgTable('Setting', { key: text('key').primaryKey(), value: jsonb('value') });

export const pricingConfig = pgTable('PricingConfig', {
  id: integer('id').primaryKey(),
  configType: text('configType').notNull(),
  configKey: text('configKey').notNull(),
  pricePiasters: integer('pricePiasters').notNull(),
  isActive: boolean('isActive').notNull(),
});

export const orderItem = pgTable('OrderItem', {
  id: integer('id').primaryKey(),
  orderId: integer('orderId').notNull(),
  mealId: integer('mealId').notNull(),
  portionSize: text('portionSize').notNull(),
});

export const weekRelations = relations(week, ({ many }) => ({ menu: many(weekMenuItem) }));
export const weekMenuItemRelations = relations(weekMenuItem, ({ one }) => ({
  week: one(week, { fields: [weekMenuItem.weekId], references: [week.id] }),
  meal: one(meal, { fields: [weekMenuItem.mealId], references: [meal.id] }),
}));
export const customerRelations = relations(customer, ({ one }) => ({
  neighborhood: one(neighborhood, { fields: [customer.neighborhoodId], references: [neighborhood.id] }),
  subscription: one(subscription, { fields: [customer.id], references: [subscription.customerId] }),
  trial: one(trialRedemption, { fields: [customer.id], references: [trialRedemption.customerId] }),
}));
export const payment = pgTable('Payment', {
  id: integer('id').primaryKey(),
  orderId: integer('orderId'),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  failureReason: text('failureReason'),
});

export const orderRelations = relations(order, ({ one, many }) => ({
  week: one(week, { fields: [order.weekId], references: [week.id] }),
  items: many(orderItem),
  payments: many(payment),
}));
export const paymentRelations = relations(payment, ({ one }) => ({
  order: one(order, { fields: [payment.orderId], references: [order.id] }),
}));
export const orderItemRelations = relations(orderItem, ({ one }) => ({
  order: one(order, { fields: [orderItem.orderId], references: [order.id] }),
  meal: one(meal, { fields: [orderItem.mealId], references: [meal.id] }),
}));
