-- Issue 24: no way around the rules.

-- A parent's report that an account is their child's (limited until a parent consents).
ALTER TABLE "User" ADD COLUMN "reportedChildAt" TIMESTAMP(3),
                   ADD COLUMN "reportedChildBy" UUID;

-- The zone whose calendar day a parent's daily limit counts.
ALTER TABLE "ParentLink" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'Asia/Kolkata';

-- Names and messages stored before: without control, zero-width and bidi characters (the server
-- strips them from every text argument from now on, core/src/text/clean-text.ts).
UPDATE "User" SET "displayName" = regexp_replace("displayName", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g')
  WHERE "displayName" ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]';
UPDATE "StudyGroup" SET name = regexp_replace(name, '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g')
  WHERE name ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]';
UPDATE "Classroom" SET name = regexp_replace(name, '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g')
  WHERE name ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]';
UPDATE "GroupMessage" SET body = regexp_replace(body, '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g')
  WHERE body ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]';
