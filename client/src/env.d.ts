/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The GraphQL endpoint; same-origin /graphql when unset. */
  readonly VITE_GRAPHQL_URL?: string;
  /** Firebase web config for Google sign-in; the Google button shows only when all three are set. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** host:port of the Firebase Auth emulator (development and tests). */
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
