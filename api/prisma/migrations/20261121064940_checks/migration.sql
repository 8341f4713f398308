-- Rules Prisma's schema language cannot express, held by the database itself
-- whatever the code does. Prisma's diff ignores CHECK constraints, so these do
-- not disturb the migrations-match-schema test; they are named
-- <Table>_<rule>_check so errors say which rule failed.

-- Money is integer piasters and never negative.
ALTER TABLE "Meal" ADD CONSTRAINT "Meal_pricePiasters_nonnegative_check" CHECK ("pricePiasters" >= 0);
ALTER TABLE "PricingConfig" ADD CONSTRAINT "PricingConfig_pricePiasters_nonnegative_check" CHECK ("pricePiasters" >= 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_subtotalPiasters_nonnegative_check" CHECK ("subtotalPiasters" >= 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_discountPiasters_nonnegative_check" CHECK ("discountPiasters" >= 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_deliveryFeePiasters_nonnegative_check" CHECK ("deliveryFeePiasters" >= 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_totalPiasters_nonnegative_check" CHECK ("totalPiasters" >= 0);
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_amountPiasters_nonnegative_check" CHECK ("amountPiasters" >= 0);

-- Invitation codes: uses never negative and never beyond the limit (null = unlimited).
ALTER TABLE "InvitationCode" ADD CONSTRAINT "InvitationCode_currentUses_nonnegative_check" CHECK ("currentUses" >= 0);
ALTER TABLE "InvitationCode" ADD CONSTRAINT "InvitationCode_maxUses_nonnegative_check" CHECK ("maxUses" IS NULL OR "maxUses" >= 0);
ALTER TABLE "InvitationCode" ADD CONSTRAINT "InvitationCode_currentUses_within_maxUses_check" CHECK ("maxUses" IS NULL OR "currentUses" <= "maxUses");

-- A box holds 4 to 15 meals.
ALTER TABLE "Order" ADD CONSTRAINT "Order_mealCount_range_check" CHECK ("mealCount" BETWEEN 4 AND 15);
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_mealCount_range_check" CHECK ("mealCount" BETWEEN 4 AND 15);
ALTER TABLE "TempMealSelection" ADD CONSTRAINT "TempMealSelection_mealCount_range_check" CHECK ("mealCount" BETWEEN 4 AND 15);

-- Nutrition facts are never negative (the large-portion figures are optional).
ALTER TABLE "Meal" ADD CONSTRAINT "Meal_calories_nonnegative_check" CHECK ("calories" >= 0);
ALTER TABLE "Meal" ADD CONSTRAINT "Meal_protein_nonnegative_check" CHECK ("protein" >= 0);
ALTER TABLE "Meal" ADD CONSTRAINT "Meal_caloriesLarge_nonnegative_check" CHECK ("caloriesLarge" IS NULL OR "caloriesLarge" >= 0);
ALTER TABLE "Meal" ADD CONSTRAINT "Meal_proteinLarge_nonnegative_check" CHECK ("proteinLarge" IS NULL OR "proteinLarge" >= 0);
