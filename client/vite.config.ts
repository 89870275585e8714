import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { engineManifest } from "./plugins/engine-manifest";
import { graphqlDocuments } from "./plugins/graphql-documents";

const api = process.env.VITE_API_PROXY ?? "http://127.0.0.1:4000";
/** dictionary-en's word list and affix file, imported as asset URLs by the grammar worker. */
const dictionaryEn = dirname(fileURLToPath(import.meta.resolve("dictionary-en")));

/**
 * Dev and preview both proxy /graphql (HTTP and WebSocket) to the server. The service worker
 * (/sw.js, Workbox generateSW) precaches the shell and assets so visited pages work offline.
 */
export default defineConfig({
  plugins: [
    graphqlDocuments(new URL("./src/gql/graphql.ts", import.meta.url).pathname),
    react(),
    engineManifest(),
    VitePWA({
      strategies: "generateSW",
      registerType: "autoUpdate",
      filename: "sw.js",
      // main.tsx registers /sw.js itself after load and ignores failures (SPEC 2).
      injectRegister: false,
      includeAssets: ["icons/*.png", "icons/icon.svg", "theme-init.js", "offline.html", "offline.css"],
      manifest: {
        name: "Vidya — AI-Powered Learning Platform",
        short_name: "Vidya",
        description: "AI tutoring and study tools for classes 1 to 12, and teaching tools for teachers.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#f6f7fb",
        theme_color: "#4338ca",
        lang: "en",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
        // Firebase loads only for Google sign-in; it is not part of the offline shell.
        // The math engine is downloaded only by "Use offline" (issue 27), never by every visitor.
        globIgnores: ["**/firebase-*.js", "**/index.esm-*.js", "**/math-engine.worker-*.js"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/graphql/, /^\/healthz/, /^\/readyz/, /\/[^/?]+\.[^/]+$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The grammar checkers' heavy parts (harper's WebAssembly, the word lists) load on /grammar
        // and /hindi/grammar only, then stay cached so those pages work offline.
        runtimeCaching: [
          {
            urlPattern: ({ url }) =>
              /\.(wasm|aff|dic)$/.test(url.pathname) || url.pathname.startsWith("/dictionaries/"),
            handler: "CacheFirst",
            options: { cacheName: "language-tools", expiration: { maxEntries: 10 } },
          },
          {
            // Filled by "Use offline" (features/tutor/utils/offline-engine.ts, ENGINE_CACHE).
            urlPattern: ({ url }) => /\/math-engine\.worker-[^/]*\.js$/.test(url.pathname),
            handler: "CacheFirst",
            options: { cacheName: "math-engine", expiration: { maxEntries: 4 } },
          },
        ],
        sourcemap: false,
      },
    }),
  ],
  server: {
    port: Number(process.env.CLIENT_PORT ?? 5173),
    proxy: {
      "/graphql": { target: api, ws: true, changeOrigin: true },
      "/upload": { target: api, changeOrigin: true },
      "^/tts$": { target: api, changeOrigin: true },
      "/dictionaries": { target: api, changeOrigin: true },
      "/story-image/": { target: api, changeOrigin: true },
    },
  },
  preview: {
    port: Number(process.env.CLIENT_PORT ?? 4173),
    proxy: {
      "/graphql": { target: api, ws: true, changeOrigin: true },
      "/upload": { target: api, changeOrigin: true },
      "^/tts$": { target: api, changeOrigin: true },
      "/dictionaries": { target: api, changeOrigin: true },
      "/story-image/": { target: api, changeOrigin: true },
    },
  },
  resolve: { alias: { "dictionary-en-files": dictionaryEn } },
  // harper.js finds its WebAssembly next to itself (new URL(..., import.meta.url)): not pre-bundled.
  optimizeDeps: { exclude: ["harper.js"] },
  worker: { format: "es" },
  // The manifest lets bench/bundle-size.ts follow each route's static imports from the entry.
  build: { sourcemap: true, target: "es2022", manifest: true },
});
