import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

/** One Prisma client per process; connection failures surface within a few seconds, not minutes. */
export function createPrisma(databaseUrl: string) {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 3000,
    max: 10,
  });
  return new PrismaClient({ adapter });
}
export type Db = ReturnType<typeof createPrisma>;
