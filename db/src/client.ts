import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

/**
 * The one Prisma client of a process (server or worker). Connection failures surface within a few
 * seconds, not minutes; `poolSize` is the node-postgres pool behind it.
 */
export function createPrisma(databaseUrl: string, { poolSize = 10 }: { poolSize?: number } = {}) {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 3000,
    max: poolSize,
  });
  return new PrismaClient({ adapter });
}

/** A Prisma client as `createPrisma` makes it. */
export type Db = ReturnType<typeof createPrisma>;
