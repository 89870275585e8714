import { useSyncExternalStore } from "react";

/** SPEC 3: light or dark, kept in local storage under `theme`. */
export type ThemeName = "light" | "dark";
export const THEME_KEY = "theme";
const listeners = new Set<() => void>();

/** The theme on <html> (set before first paint by /theme-init.js). */
export function currentTheme(): ThemeName {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** The theme the user chose in this browser, if any. */
export function storedTheme(): ThemeName | null {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === "light" || stored === "dark" ? stored : null;
  } catch {
    return null;
  }
}

/** Applies a theme to the root element and remembers it. */
export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage blocked: the theme still applies to this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current theme and a toggle (SPEC 4: the toggle switches between light and dark). */
export function useTheme(): { theme: ThemeName; toggle: () => ThemeName; set: (theme: ThemeName) => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "light" as const);
  return {
    theme,
    set: applyTheme,
    toggle: () => {
      const next = currentTheme() === "dark" ? "light" : "dark";
      applyTheme(next);
      return next;
    },
  };
}
