-- AlterEnum
ALTER TYPE "AiTaskKind" ADD VALUE 'STORY';

-- CreateTable
CREATE TABLE "Story" (
    "id" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "taskId" UUID NOT NULL,
    "idea" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "grade" INTEGER NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Story_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoryScene" (
    "id" UUID NOT NULL,
    "storyId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "picture" TEXT NOT NULL,
    "imageStatus" TEXT NOT NULL DEFAULT 'pending',
    "imageNote" TEXT,
    "imageId" UUID,

    CONSTRAINT "StoryScene_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Story_taskId_key" ON "Story"("taskId");

-- CreateIndex
CREATE INDEX "Story_ownerId_createdAt_idx" ON "Story"("ownerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StoryScene_storyId_position_key" ON "StoryScene"("storyId", "position");

-- AddForeignKey
ALTER TABLE "Story" ADD CONSTRAINT "Story_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Story" ADD CONSTRAINT "Story_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "AiTask"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryScene" ADD CONSTRAINT "StoryScene_storyId_fkey" FOREIGN KEY ("storyId") REFERENCES "Story"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoryScene" ADD CONSTRAINT "StoryScene_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "StoredImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

