-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN     "partnerApiKeyId" INTEGER;

-- AlterTable
ALTER TABLE "PartnerApiKey" ADD COLUMN     "rateLimitPerMinute" INTEGER NOT NULL DEFAULT 60,
ADD COLUMN     "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "PartnerApiKeyUsage" (
    "partnerApiKeyId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "requests" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PartnerApiKeyUsage_pkey" PRIMARY KEY ("partnerApiKeyId","day")
);

-- AddForeignKey
ALTER TABLE "PartnerApiKeyUsage" ADD CONSTRAINT "PartnerApiKeyUsage_partnerApiKeyId_fkey" FOREIGN KEY ("partnerApiKeyId") REFERENCES "PartnerApiKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_partnerApiKeyId_fkey" FOREIGN KEY ("partnerApiKeyId") REFERENCES "PartnerApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;
