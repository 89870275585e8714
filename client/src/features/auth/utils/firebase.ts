/** The Firebase web config, or null when Google sign-in is not configured (then no Google button). */
export function firebaseConfig() {
  const env = import.meta.env;
  if (!env.VITE_FIREBASE_API_KEY || !env.VITE_FIREBASE_AUTH_DOMAIN || !env.VITE_FIREBASE_PROJECT_ID)
    return null;
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
}

/**
 * Signs in with Google in a Firebase popup and returns the ID token for our server to verify.
 * Firebase loads only when the button is used.
 */
export async function googleIdToken(): Promise<string> {
  const config = firebaseConfig();
  if (!config) throw new Error("Google sign-in is not available.");
  const [{ getApps, initializeApp }, { connectAuthEmulator, getAuth, GoogleAuthProvider, signInWithPopup }] =
    await Promise.all([import("firebase/app"), import("firebase/auth")]);
  const app = getApps()[0] ?? initializeApp(config);
  const auth = getAuth(app);
  const emulator = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator && !auth.emulatorConfig)
    connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true });
  const credential = await signInWithPopup(auth, new GoogleAuthProvider());
  return credential.user.getIdToken();
}
