-- CreateEnum
CREATE TYPE "Allergen" AS ENUM ('gluten', 'dairy', 'eggs', 'peanuts', 'tree_nuts', 'sesame', 'fish', 'shellfish', 'soy', 'mustard', 'celery');

-- CreateEnum
CREATE TYPE "Diet" AS ENUM ('vegetarian', 'vegan', 'pescatarian', 'high_protein', 'low_carb');

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "avoidAllergens" "Allergen"[] DEFAULT ARRAY[]::"Allergen"[],
ADD COLUMN     "dislikedIngredients" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "followDiets" "Diet"[] DEFAULT ARRAY[]::"Diet"[];

-- AlterTable
ALTER TABLE "Meal" ADD COLUMN     "allergens" "Allergen"[] DEFAULT ARRAY[]::"Allergen"[],
ADD COLUMN     "diets" "Diet"[] DEFAULT ARRAY[]::"Diet"[];

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "noFittingMealsAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "pickReasons" TEXT[] DEFAULT ARRAY[]::TEXT[];
