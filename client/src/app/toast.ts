import type { ExternalToast } from "sonner";

/**
 * Toasts without the toast library in the first download: `toast` has sonner's API (the calls this
 * app makes), and the library loads with the <Toaster> (app/ToasterHost.tsx, lazily rendered by App).
 * A toast asked for before the toaster is on screen waits for it, so none is lost.
 */
type Message = Parameters<typeof import("sonner").toast>[0];
type Kind = "success" | "error" | "info" | "warning";

let mounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});

/** Called by ToasterHost once sonner's Toaster listens. */
export function markToasterMounted(): void {
  mounted();
}

let next = 0;
function show(kind: Kind | null, message: Message, options?: ExternalToast): string | number {
  const id = options?.id ?? `toast-${++next}`;
  void toasterMounted
    .then(() => import("sonner"))
    .then(({ toast: sonner }) => {
      const opts = { ...options, id };
      if (kind) sonner[kind](message, opts);
      else sonner(message, opts);
    });
  return id;
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show(null, message, options),
  {
    success: (message: Message, options?: ExternalToast) => show("success", message, options),
    error: (message: Message, options?: ExternalToast) => show("error", message, options),
    info: (message: Message, options?: ExternalToast) => show("info", message, options),
    warning: (message: Message, options?: ExternalToast) => show("warning", message, options),
  },
);
