-- AlterTable
ALTER TABLE "CarouselMeal" ADD COLUMN     "descriptionAr" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nameAr" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Faq" ADD COLUMN     "answerAr" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "questionAr" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "LandingHero" ADD COLUMN     "ctaTextAr" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Meal" ADD COLUMN     "descriptionAr" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "ingredientsAr" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "tagsAr" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "titleAr" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Neighborhood" ADD COLUMN     "nameAr" TEXT NOT NULL DEFAULT '';
