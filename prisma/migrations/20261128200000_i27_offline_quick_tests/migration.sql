-- Issue 27 item 2: quick tests downloaded to take offline, and a late mark.
ALTER TABLE "QuickTest" ADD COLUMN "downloadedAt" TIMESTAMP(3);
ALTER TABLE "QuickTest" ADD COLUMN "late" BOOLEAN NOT NULL DEFAULT false;
