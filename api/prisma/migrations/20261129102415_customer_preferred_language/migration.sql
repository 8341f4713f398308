-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'ar');

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "preferredLanguage" "Language" NOT NULL DEFAULT 'en';
