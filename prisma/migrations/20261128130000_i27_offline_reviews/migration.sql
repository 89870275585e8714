-- Issue 27: reviews made offline carry an id made on the device, so a sync sent twice applies once.
ALTER TABLE "ReviewLog" ADD COLUMN "clientReviewId" UUID;
CREATE UNIQUE INDEX "ReviewLog_userId_clientReviewId_key" ON "ReviewLog"("userId", "clientReviewId");
