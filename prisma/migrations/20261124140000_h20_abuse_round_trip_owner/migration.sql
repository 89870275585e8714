-- Sign-up for a taken address and a locked-out owner are answered by e-mail.
ALTER TYPE "EmailTokenKind" ADD VALUE 'SIGN_UP_EXISTS';
ALTER TYPE "EmailTokenKind" ADD VALUE 'SIGN_IN_LINK';

-- Round trips belong to a signed-in user, and anonymous rows from before have no owner and are dropped.
DELETE FROM "RoundTrip";
ALTER TABLE "RoundTrip" ADD COLUMN "userId" UUID NOT NULL;
CREATE INDEX "RoundTrip_createdAt_idx" ON "RoundTrip"("createdAt");
ALTER TABLE "RoundTrip" ADD CONSTRAINT "RoundTrip_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
