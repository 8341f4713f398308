// The public surface of the schema: the fields whose answer is the same for
// every caller (a visitor, a customer, an admin, a partner) at a given time.
// Only a document made of these fields alone is kept in the shared response
// cache (graphql.ts). Everything else is private by default: a field
// added later is never shared until someone lists it here, after checking
// that its resolver reads nothing about the viewer (context.viewer, cookies,
// the visitor key) and nothing personal.
//
// Listed by type, field by field on purpose (no wildcards): a personal field
// added to a public type must not become public with it. A test fails when a
// name here is not in the schema.

export const publicFields: Readonly<Record<string, readonly string[]>> = {
  Query: [
    'meals',
    'mealCategories',
    'weeks',
    'week',
    'pricing',
    'neighborhoods',
    'landingHero',
    'carouselMeals',
    'faqs',
    'contact',
  ],
  Node: ['id'],
  PageInfo: ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'],

  // catalogue and menus
  Meal: [
    'id',
    'databaseId',
    'title',
    'description',
    'ingredients',
    'tags',
    'category',
    'categoryLabel',
    'imageUrl',
    'standard',
    'large',
    'price',
    'rating',
  ],
  MealRatingSummary: ['average', 'count'],
  Nutrition: ['calories', 'protein'],
  MealCategoryOption: ['value', 'label'],
  MealConnection: ['edges', 'pageInfo', 'totalCount'],
  MealEdge: ['cursor', 'node'],
  Week: [
    'id',
    'databaseId',
    'label',
    'startDate',
    'endDate',
    'deliveryDate',
    'orderDeadline',
    'isSelectable',
    'isLive',
    'menu',
  ],
  WeekMenuItem: ['id', 'meal', 'isAvailable', 'isFeatured', 'sortOrder'],

  // pricing
  Pricing: ['id', 'plans', 'largeAddon', 'deliveryFee', 'expressDeliveryFee', 'configs'],
  PlanPrice: ['mealCount', 'standardPerMeal', 'largePerMeal', 'standardWeekly', 'largeWeekly'],
  PricingConfig: ['id', 'databaseId', 'configType', 'configKey', 'price', 'description', 'isActive'],
  Money: ['piasters', 'pounds', 'formatted'],

  // onboarding and landing
  Neighborhood: ['id', 'databaseId', 'name', 'displayName', 'city', 'isServiced'],
  LandingHero: ['id', 'headline', 'backgroundImageUrl', 'ctaText', 'ctaUrl', 'isActive'],
  CarouselMeal: ['id', 'databaseId', 'name', 'description', 'imageUrl', 'displayOrder', 'isActive'],
  Faq: ['id', 'databaseId', 'question', 'answer', 'displayOrder', 'isActive'],
  Contact: ['whatsapp', 'whatsappUrl', 'phone', 'email'],
};
