-- CreateEnum
CREATE TYPE "NotificationKind" AS ENUM ('deadline_reminder', 'order_locked', 'payment_failed', 'instapay_received', 'instapay_failed', 'out_for_delivery', 'delivered', 'referral_credit');

-- CreateEnum
CREATE TYPE "NotificationChannel" AS ENUM ('email', 'whatsapp', 'sms');

-- CreateEnum
CREATE TYPE "NotificationStatus" AS ENUM ('pending', 'sending', 'sent', 'skipped', 'failed', 'abandoned');

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "notificationToken" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
ADD COLUMN     "phoneVerifiedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "channel" "NotificationChannel" NOT NULL,
    "eventKey" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "language" "Language" NOT NULL,
    "status" "NotificationStatus" NOT NULL DEFAULT 'pending',
    "sendAfter" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimedAt" TIMESTAMPTZ(3),
    "sentAt" TIMESTAMPTZ(3),
    "providerMessageId" TEXT,
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationPreference" (
    "customerId" INTEGER NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "channel" "NotificationChannel" NOT NULL,
    "enabled" BOOLEAN NOT NULL,

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("customerId","kind","channel")
);

-- CreateIndex
CREATE INDEX "Notification_status_sendAfter_idx" ON "Notification"("status", "sendAfter");

-- CreateIndex
CREATE INDEX "Notification_customerId_createdAt_idx" ON "Notification"("customerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_eventKey_channel_key" ON "Notification"("eventKey", "channel");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_notificationToken_key" ON "Customer"("notificationToken");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
