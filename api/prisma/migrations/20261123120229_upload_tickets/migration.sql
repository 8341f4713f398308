-- CreateTable
CREATE TABLE "UploadTicket" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "purpose" "FilePurpose" NOT NULL,
    "adminId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadTicket_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "UploadTicket_tokenHash_key" ON "UploadTicket"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "UploadTicket_key_key" ON "UploadTicket"("key");

-- CreateIndex
CREATE INDEX "UploadTicket_expiresAt_idx" ON "UploadTicket"("expiresAt");

-- AddForeignKey
ALTER TABLE "UploadTicket" ADD CONSTRAINT "UploadTicket_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "Admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;
