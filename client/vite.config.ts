import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { graphqlDocuments } from "./plugins/graphql-documents";

const api = process.env.VITE_API_PROXY ?? "http://127.0.0.1:4000";

/**
 * Dev and preview both proxy /graphql (HTTP and WebSocket) to the server. The service worker
 * (/sw.js, Workbox generateSW) precaches the shell and assets so visited pages work offline.
 */
export default defineConfig({
  plugins: [
    graphqlDocuments(new URL("./src/gql/graphql.ts", import.meta.url).pathname),
    react(),
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
        globIgnores: ["**/firebase-*.js", "**/index.esm-*.js"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/graphql/, /^\/healthz/, /^\/readyz/, /\/[^/?]+\.[^/]+$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        sourcemap: false,
      },
    }),
  ],
  server: {
    port: Number(process.env.CLIENT_PORT ?? 5173),
    proxy: {
      "/graphql": { target: api, ws: true, changeOrigin: true },
      "/upload": { target: api, changeOrigin: true },
    },
  },
  preview: {
    port: Number(process.env.CLIENT_PORT ?? 4173),
    proxy: {
      "/graphql": { target: api, ws: true, changeOrigin: true },
      "/upload": { target: api, changeOrigin: true },
    },
  },
  build: { sourcemap: true, target: "es2022" },
});
