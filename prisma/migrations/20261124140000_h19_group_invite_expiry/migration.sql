-- Group invite codes expire (issue 19): existing codes get the default week from now.
ALTER TABLE "StudyGroup" ADD COLUMN "inviteCodeExpiresAt" TIMESTAMP(3);

UPDATE "StudyGroup" SET "inviteCodeExpiresAt" = CURRENT_TIMESTAMP + INTERVAL '7 days';
