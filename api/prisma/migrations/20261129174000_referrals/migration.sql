-- Referrals: personal invitation codes, the friends' outcomes and the customers' credit ledger.

-- CreateEnum
CREATE TYPE "ReferralStatus" AS ENUM ('credited', 'self_referral', 'monthly_limit');

-- CreateEnum
CREATE TYPE "CreditReason" AS ENUM ('referral', 'order_use', 'order_return', 'admin_revoke');

-- AlterTable
ALTER TABLE "InvitationCode" ADD COLUMN     "ownerCustomerId" INTEGER;

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "creditPiasters" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "creditPiasters" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "referralDiscountPiasters" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Referral" (
    "id" SERIAL NOT NULL,
    "inviterId" INTEGER NOT NULL,
    "friendId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "status" "ReferralStatus" NOT NULL,
    "creditPiasters" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Referral_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditEntry" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "amountPiasters" INTEGER NOT NULL,
    "reason" "CreditReason" NOT NULL,
    "referralId" INTEGER,
    "orderId" INTEGER,
    "adminId" INTEGER,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InvitationCode_ownerCustomerId_key" ON "InvitationCode"("ownerCustomerId");

-- CreateIndex
CREATE UNIQUE INDEX "Referral_friendId_key" ON "Referral"("friendId");

-- CreateIndex
CREATE UNIQUE INDEX "Referral_orderId_key" ON "Referral"("orderId");

-- CreateIndex
CREATE INDEX "Referral_inviterId_createdAt_idx" ON "Referral"("inviterId", "createdAt");

-- CreateIndex
CREATE INDEX "CreditEntry_customerId_createdAt_idx" ON "CreditEntry"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "CreditEntry_orderId_idx" ON "CreditEntry"("orderId");

-- CreateIndex
CREATE INDEX "CreditEntry_referralId_idx" ON "CreditEntry"("referralId");

-- AddForeignKey
ALTER TABLE "InvitationCode" ADD CONSTRAINT "InvitationCode_ownerCustomerId_fkey" FOREIGN KEY ("ownerCustomerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_inviterId_fkey" FOREIGN KEY ("inviterId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_friendId_fkey" FOREIGN KEY ("friendId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditEntry" ADD CONSTRAINT "CreditEntry_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditEntry" ADD CONSTRAINT "CreditEntry_referralId_fkey" FOREIGN KEY ("referralId") REFERENCES "Referral"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditEntry" ADD CONSTRAINT "CreditEntry_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The balance never goes below zero, whatever the code does; amounts are whole piasters.
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_creditPiasters_nonnegative_check" CHECK ("creditPiasters" >= 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_creditPiasters_nonnegative_check" CHECK ("creditPiasters" >= 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_referralDiscountPiasters_nonnegative_check" CHECK ("referralDiscountPiasters" >= 0);
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_creditPiasters_nonnegative_check" CHECK ("creditPiasters" >= 0);
ALTER TABLE "Referral" ADD CONSTRAINT "Referral_not_self_check" CHECK ("inviterId" <> "friendId");
ALTER TABLE "CreditEntry" ADD CONSTRAINT "CreditEntry_amount_nonzero_check" CHECK ("amountPiasters" <> 0);
-- One referral credit per referral, whatever races.
CREATE UNIQUE INDEX "CreditEntry_referral_credit_key" ON "CreditEntry"("referralId") WHERE "reason" = 'referral';
