-- CreateEnum
CREATE TYPE "SocraticStatus" AS ENUM ('ACTIVE', 'SOLVED', 'REVEALED');

-- CreateTable
CREATE TABLE "SocraticSession" (
    "id" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "classLevel" INTEGER NOT NULL,
    "problem" TEXT NOT NULL,
    "ladder" JSONB NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "totalAttempts" INTEGER NOT NULL DEFAULT 0,
    "hintLevel" INTEGER NOT NULL DEFAULT 0,
    "hintsUsed" INTEGER NOT NULL DEFAULT 0,
    "turns" JSONB NOT NULL DEFAULT '[]',
    "status" "SocraticStatus" NOT NULL DEFAULT 'ACTIVE',
    "historyId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SocraticSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SocraticSession_historyId_key" ON "SocraticSession"("historyId");

-- CreateIndex
CREATE INDEX "SocraticSession_ownerId_updatedAt_idx" ON "SocraticSession"("ownerId", "updatedAt");

-- AddForeignKey
ALTER TABLE "SocraticSession" ADD CONSTRAINT "SocraticSession_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocraticSession" ADD CONSTRAINT "SocraticSession_historyId_fkey" FOREIGN KEY ("historyId") REFERENCES "HistoryRecord"("id") ON DELETE SET NULL ON UPDATE CASCADE;

