-- CreateEnum
CREATE TYPE "ChapterTaskKind" AS ENUM ('ANSWER', 'PRACTICE');

-- AlterTable
ALTER TABLE "Classroom" ADD COLUMN     "joinCodeExpiresAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CustomChapter" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "grade" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CustomChapter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChapterQuestion" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "classroomId" UUID,
    "kind" "ChapterTaskKind" NOT NULL DEFAULT 'ANSWER',
    "grade" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "chapterId" TEXT NOT NULL,
    "chapterTitle" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "count" INTEGER,
    "status" "JobStatus" NOT NULL DEFAULT 'QUEUED',
    "answer" TEXT,
    "provider" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "ChapterQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CustomChapter_teacherId_grade_subject_title_key" ON "CustomChapter"("teacherId", "grade", "subject", "title");

-- CreateIndex
CREATE INDEX "ChapterQuestion_teacherId_createdAt_idx" ON "ChapterQuestion"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "ActivityEvent_classroomId_userId_createdAt_idx" ON "ActivityEvent"("classroomId", "userId", "createdAt");

-- AddForeignKey
ALTER TABLE "CustomChapter" ADD CONSTRAINT "CustomChapter_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChapterQuestion" ADD CONSTRAINT "ChapterQuestion_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChapterQuestion" ADD CONSTRAINT "ChapterQuestion_classroomId_fkey" FOREIGN KEY ("classroomId") REFERENCES "Classroom"("id") ON DELETE SET NULL ON UPDATE CASCADE;
