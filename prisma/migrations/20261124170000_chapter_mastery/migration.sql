
-- CreateTable
CREATE TABLE "ChapterMastery" (
    "userId" UUID NOT NULL,
    "chapterId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "mastery" DOUBLE PRECISION NOT NULL,
    "evidence" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChapterMastery_pkey" PRIMARY KEY ("userId","chapterId")
);

-- CreateIndex
CREATE INDEX "ChapterMastery_userId_subject_idx" ON "ChapterMastery"("userId", "subject");

-- AddForeignKey
ALTER TABLE "ChapterMastery" ADD CONSTRAINT "ChapterMastery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

