-- AlterEnum
ALTER TYPE "WaitlistReason" ADD VALUE 'invitation_requested';

-- AlterTable
ALTER TABLE "WaitlistEntry" ADD COLUMN     "joinedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "WaitlistEntry_email_idx" ON "WaitlistEntry"("email");
