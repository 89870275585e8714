-- CreateEnum
CREATE TYPE "ConsentStatus" AS ENUM ('PENDING', 'GRANTED', 'REFUSED');

-- AlterEnum
ALTER TYPE "EmailTokenKind" ADD VALUE 'PARENT_CONSENT';

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'parent';

-- AlterTable
ALTER TABLE "Classroom" ADD COLUMN     "consentConfirmedAt" TIMESTAMP(3),
ADD COLUMN     "consentConfirmedById" UUID,
ADD COLUMN     "consentConfirmedName" TEXT;

-- AlterTable
ALTER TABLE "EmailToken" ADD COLUMN     "toEmail" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "birthMonth" INTEGER,
ADD COLUMN     "birthYear" INTEGER,
ADD COLUMN     "inactiveWarnedAt" TIMESTAMP(3),
ADD COLUMN     "lastSeenAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ParentConsentRequest" (
    "id" UUID NOT NULL,
    "childId" UUID NOT NULL,
    "parentEmail" TEXT NOT NULL,
    "emailTokenId" UUID,
    "status" "ConsentStatus" NOT NULL DEFAULT 'PENDING',
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ParentConsentRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ParentLink" (
    "id" UUID NOT NULL,
    "parentId" UUID NOT NULL,
    "childId" UUID NOT NULL,
    "consentedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawnAt" TIMESTAMP(3),
    "deleteAfter" TIMESTAMP(3),
    "disabledTools" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "dailyLimitMinutes" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ParentLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChildAuditEntry" (
    "id" UUID NOT NULL,
    "childId" UUID NOT NULL,
    "actorId" UUID,
    "actorRole" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChildAuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ParentConsentRequest_emailTokenId_key" ON "ParentConsentRequest"("emailTokenId");

-- CreateIndex
CREATE INDEX "ParentConsentRequest_childId_createdAt_idx" ON "ParentConsentRequest"("childId", "createdAt");

-- CreateIndex
CREATE INDEX "ParentLink_childId_idx" ON "ParentLink"("childId");

-- CreateIndex
CREATE UNIQUE INDEX "ParentLink_parentId_childId_key" ON "ParentLink"("parentId", "childId");

-- CreateIndex
CREATE INDEX "ChildAuditEntry_childId_createdAt_idx" ON "ChildAuditEntry"("childId", "createdAt");

-- CreateIndex
CREATE INDEX "ChildAuditEntry_createdAt_idx" ON "ChildAuditEntry"("createdAt");

-- AddForeignKey
ALTER TABLE "ParentConsentRequest" ADD CONSTRAINT "ParentConsentRequest_childId_fkey" FOREIGN KEY ("childId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ParentLink" ADD CONSTRAINT "ParentLink_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ParentLink" ADD CONSTRAINT "ParentLink_childId_fkey" FOREIGN KEY ("childId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- AlterTable
ALTER TABLE "AiTask" ADD COLUMN     "offlineOnly" BOOLEAN NOT NULL DEFAULT false;
