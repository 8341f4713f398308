-- AlterTable
ALTER TABLE "WaitlistEntry" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'en';
