-- CreateEnum
CREATE TYPE "SocraticMode" AS ENUM ('ENGINE', 'MODEL');

-- AlterEnum
ALTER TYPE "AiTaskKind" ADD VALUE 'SOCRATIC';

-- AlterTable
ALTER TABLE "SocraticSession" ADD COLUMN     "mode" "SocraticMode" NOT NULL DEFAULT 'ENGINE',
ADD COLUMN     "pendingTaskId" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "SocraticSession_pendingTaskId_key" ON "SocraticSession"("pendingTaskId");

-- AddForeignKey
ALTER TABLE "SocraticSession" ADD CONSTRAINT "SocraticSession_pendingTaskId_fkey" FOREIGN KEY ("pendingTaskId") REFERENCES "AiTask"("id") ON DELETE SET NULL ON UPDATE CASCADE;

