import { defineConfig } from "prisma/config";

// `prisma generate` needs no database, so a placeholder URL keeps it working without DATABASE_URL;
// migrate commands always get the real one from the environment.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/vidya" },
});
