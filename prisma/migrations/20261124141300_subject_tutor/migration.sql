-- AlterTable
ALTER TABLE "AiTask" ADD COLUMN     "chapterId" TEXT,
ADD COLUMN     "grade" INTEGER,
ADD COLUMN     "subject" TEXT NOT NULL DEFAULT 'mathematics';

-- CreateIndex
CREATE INDEX "AiTask_userId_kind_subject_createdAt_idx" ON "AiTask"("userId", "kind", "subject", "createdAt");
