-- CreateTable
CREATE TABLE "MealRating" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "mealId" INTEGER NOT NULL,
    "stars" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "MealRating_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MealRating_mealId_createdAt_idx" ON "MealRating"("mealId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "MealRating_orderId_mealId_key" ON "MealRating"("orderId", "mealId");

-- AddForeignKey
ALTER TABLE "MealRating" ADD CONSTRAINT "MealRating_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MealRating" ADD CONSTRAINT "MealRating_mealId_fkey" FOREIGN KEY ("mealId") REFERENCES "Meal"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Rules Prisma's schema language cannot express (see 20261121064940_checks): whole stars from
-- 1 to 5, and a comment of at most 1,000 characters.
ALTER TABLE "MealRating" ADD CONSTRAINT "MealRating_stars_range_check" CHECK ("stars" BETWEEN 1 AND 5);
ALTER TABLE "MealRating" ADD CONSTRAINT "MealRating_comment_length_check" CHECK (char_length("comment") <= 1000);
