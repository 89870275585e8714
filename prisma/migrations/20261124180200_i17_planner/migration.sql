-- AlterTable
ALTER TABLE "FocusTimer" ADD COLUMN     "label" TEXT;

-- CreateTable
CREATE TABLE "Exam" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "wholeSyllabus" BOOLEAN NOT NULL DEFAULT false,
    "chapterIds" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudyPlanSetting" (
    "userId" UUID NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'Asia/Kolkata',
    "minutesByWeekday" INTEGER[] DEFAULT ARRAY[60, 60, 60, 60, 60, 60, 60]::INTEGER[],
    "daysOff" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "dailyGoalMinutes" INTEGER NOT NULL DEFAULT 20,
    "weeklyGoalDays" INTEGER NOT NULL DEFAULT 5,
    "verdict" JSONB NOT NULL DEFAULT '{}',
    "plannedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudyPlanSetting_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "PlanItem" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "date" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "subject" TEXT,
    "chapterId" TEXT,
    "examId" UUID,
    "title" TEXT NOT NULL,
    "cards" INTEGER,
    "startedAt" TIMESTAMP(3),
    "startSessionCount" INTEGER,
    "doneAt" TIMESTAMP(3),
    "doneBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlanItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Exam_userId_date_idx" ON "Exam"("userId", "date");

-- CreateIndex
CREATE INDEX "PlanItem_userId_date_idx" ON "PlanItem"("userId", "date");

-- AddForeignKey
ALTER TABLE "Exam" ADD CONSTRAINT "Exam_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudyPlanSetting" ADD CONSTRAINT "StudyPlanSetting_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanItem" ADD CONSTRAINT "PlanItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

