import { createContext } from "react";
import type { FocusTimerStore } from "../utils/timer-store";

/** undefined: no provider (a developer error); null: signed out, so there is no timer. */
export const FocusTimerContext = createContext<{ store: FocusTimerStore } | null | undefined>(undefined);
