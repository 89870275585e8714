-- CreateEnum
CREATE TYPE "FocusTimerStatus" AS ENUM ('stopped', 'running', 'paused');

-- CreateEnum
CREATE TYPE "FocusSessionType" AS ENUM ('focus', 'shortBreak', 'longBreak');

-- CreateTable
CREATE TABLE "FocusTimer" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "status" "FocusTimerStatus" NOT NULL DEFAULT 'stopped',
    "sessionType" "FocusSessionType" NOT NULL DEFAULT 'focus',
    "sessionCount" INTEGER NOT NULL DEFAULT 0,
    "endsAt" TIMESTAMPTZ(3),
    "remainingSeconds" INTEGER NOT NULL,
    "phaseSeconds" INTEGER NOT NULL,
    "focusMinutes" INTEGER NOT NULL DEFAULT 25,
    "shortBreakMinutes" INTEGER NOT NULL DEFAULT 5,
    "longBreakMinutes" INTEGER NOT NULL DEFAULT 15,
    "version" INTEGER NOT NULL DEFAULT 0,
    "lastEvents" JSONB NOT NULL DEFAULT '[]',
    "timeZone" TEXT NOT NULL DEFAULT 'Asia/Kolkata',
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FocusTimer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudyDay" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "localDate" TEXT NOT NULL,
    "activeSeconds" INTEGER NOT NULL DEFAULT 0,
    "focusSessions" INTEGER NOT NULL DEFAULT 0,
    "focusMinutes" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudyDay_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudyTotal" (
    "userId" UUID NOT NULL,
    "totalSeconds" INTEGER NOT NULL DEFAULT 0,
    "lastActiveDate" TEXT,
    "lastReportAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudyTotal_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "StudyReport" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "localDate" TEXT NOT NULL,
    "claimed" INTEGER NOT NULL,
    "accepted" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StudyReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FocusTimer_userId_key" ON "FocusTimer"("userId");

-- CreateIndex
CREATE INDEX "FocusTimer_status_endsAt_idx" ON "FocusTimer"("status", "endsAt");

-- CreateIndex
CREATE UNIQUE INDEX "StudyDay_userId_localDate_key" ON "StudyDay"("userId", "localDate");

-- CreateIndex
CREATE INDEX "StudyReport_userId_createdAt_idx" ON "StudyReport"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "FocusTimer" ADD CONSTRAINT "FocusTimer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudyDay" ADD CONSTRAINT "StudyDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudyTotal" ADD CONSTRAINT "StudyTotal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudyReport" ADD CONSTRAINT "StudyReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
