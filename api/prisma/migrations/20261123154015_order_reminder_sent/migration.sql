-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "reminderSentAt" TIMESTAMPTZ(3);
