-- CreateTable
CREATE TABLE "DeliveryRun" (
    "id" SERIAL NOT NULL,
    "weekId" INTEGER NOT NULL,
    "slot" "DeliverySlot" NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "startedByAdminId" INTEGER,

    CONSTRAINT "DeliveryRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryRun_weekId_slot_key" ON "DeliveryRun"("weekId", "slot");

-- AddForeignKey
ALTER TABLE "DeliveryRun" ADD CONSTRAINT "DeliveryRun_weekId_fkey" FOREIGN KEY ("weekId") REFERENCES "Week"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryRun" ADD CONSTRAINT "DeliveryRun_startedByAdminId_fkey" FOREIGN KEY ("startedByAdminId") REFERENCES "Admin"("id") ON DELETE SET NULL ON UPDATE CASCADE;
