-- CreateEnum
CREATE TYPE "QuestionKind" AS ENUM ('MCQ', 'NUMERIC', 'SHORT', 'TRUE_FALSE');

-- CreateEnum
CREATE TYPE "QuestionStatus" AS ENUM ('DRAFT', 'CHECKED', 'APPROVED', 'REJECTED');

-- CreateTable
CREATE TABLE "Question" (
    "id" UUID NOT NULL,
    "ownerId" UUID,
    "subject" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "chapterId" TEXT NOT NULL,
    "kind" "QuestionKind" NOT NULL,
    "stem" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "key" TEXT NOT NULL,
    "explanation" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "sourcePage" INTEGER,
    "quote" TEXT,
    "generationId" UUID,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "discrimination" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "responses" INTEGER NOT NULL DEFAULT 0,
    "status" "QuestionStatus" NOT NULL DEFAULT 'DRAFT',
    "rejectReason" TEXT,
    "flagged" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionResponse" (
    "id" UUID NOT NULL,
    "questionId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "correct" BOOLEAN NOT NULL,
    "ability" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuestionResponse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionGeneration" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "chapterId" TEXT NOT NULL,
    "uploadId" UUID,
    "fileName" TEXT,
    "status" "JobStatus" NOT NULL DEFAULT 'QUEUED',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "stage" TEXT,
    "error" TEXT,
    "pageNotes" JSONB NOT NULL DEFAULT '[]',
    "madeBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "QuestionGeneration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuickTestAssignment" (
    "id" UUID NOT NULL,
    "classroomId" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "chapterIds" TEXT[],
    "questionIds" TEXT[],
    "minutes" INTEGER NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuickTestAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuickTest" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "assignmentId" UUID,
    "subject" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "chapterIds" TEXT[],
    "items" JSONB NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "submittedAt" TIMESTAMP(3),
    "closedBy" TEXT,
    "score" INTEGER,
    "total" INTEGER NOT NULL,
    "gradedAt" TIMESTAMP(3),

    CONSTRAINT "QuickTest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlackboxRun" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "responses" JSONB NOT NULL DEFAULT '[]',
    "currentId" UUID,
    "theta" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "sd" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "priorMean" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "emptyChapters" TEXT[],
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BlackboxRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Question_subject_grade_chapterId_status_idx" ON "Question"("subject", "grade", "chapterId", "status");

-- CreateIndex
CREATE INDEX "Question_generationId_idx" ON "Question"("generationId");

-- CreateIndex
CREATE INDEX "QuestionResponse_questionId_idx" ON "QuestionResponse"("questionId");

-- CreateIndex
CREATE INDEX "QuestionResponse_userId_createdAt_idx" ON "QuestionResponse"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "QuestionGeneration_userId_createdAt_idx" ON "QuestionGeneration"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "QuickTestAssignment_classroomId_dueAt_idx" ON "QuickTestAssignment"("classroomId", "dueAt");

-- CreateIndex
CREATE INDEX "QuickTest_userId_startedAt_idx" ON "QuickTest"("userId", "startedAt");

-- CreateIndex
CREATE INDEX "QuickTest_assignmentId_idx" ON "QuickTest"("assignmentId");

-- CreateIndex
CREATE INDEX "BlackboxRun_userId_createdAt_idx" ON "BlackboxRun"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_generationId_fkey" FOREIGN KEY ("generationId") REFERENCES "QuestionGeneration"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionResponse" ADD CONSTRAINT "QuestionResponse_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionGeneration" ADD CONSTRAINT "QuestionGeneration_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuickTestAssignment" ADD CONSTRAINT "QuickTestAssignment_classroomId_fkey" FOREIGN KEY ("classroomId") REFERENCES "Classroom"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuickTest" ADD CONSTRAINT "QuickTest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuickTest" ADD CONSTRAINT "QuickTest_assignmentId_fkey" FOREIGN KEY ("assignmentId") REFERENCES "QuickTestAssignment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlackboxRun" ADD CONSTRAINT "BlackboxRun_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

