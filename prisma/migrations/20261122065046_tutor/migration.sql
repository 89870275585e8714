-- CreateEnum
CREATE TYPE "AiTaskKind" AS ENUM ('TUTOR');

-- CreateTable
CREATE TABLE "AiTask" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" "AiTaskKind" NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'QUEUED',
    "topic" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "context" JSONB NOT NULL DEFAULT '[]',
    "imageId" UUID,
    "partial" TEXT NOT NULL DEFAULT '',
    "partialSeq" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "error" TEXT,
    "provider" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "clearedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "AiTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredImage" (
    "id" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HistoryRecord" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "taskId" UUID,
    "text" TEXT NOT NULL,
    "aiResponse" TEXT NOT NULL,
    "chatType" TEXT NOT NULL,
    "toolType" TEXT NOT NULL,
    "additionalData" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HistoryRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AiTask_userId_kind_topic_createdAt_idx" ON "AiTask"("userId", "kind", "topic", "createdAt");

-- CreateIndex
CREATE INDEX "StoredImage_ownerId_createdAt_idx" ON "StoredImage"("ownerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "HistoryRecord_taskId_key" ON "HistoryRecord"("taskId");

-- CreateIndex
CREATE INDEX "HistoryRecord_userId_createdAt_idx" ON "HistoryRecord"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "HistoryRecord_userId_toolType_createdAt_idx" ON "HistoryRecord"("userId", "toolType", "createdAt");

-- AddForeignKey
ALTER TABLE "AiTask" ADD CONSTRAINT "AiTask_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiTask" ADD CONSTRAINT "AiTask_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "StoredImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HistoryRecord" ADD CONSTRAINT "HistoryRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HistoryRecord" ADD CONSTRAINT "HistoryRecord_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "AiTask"("id") ON DELETE SET NULL ON UPDATE CASCADE;
