import { show } from "../format";
import type { Rng } from "../rng";

/** What is asked about a figure. */
export type Quantity = "area" | "perimeter" | "volume" | "tsa" | "csa" | "open" | "diagonal" | "slant";

/** How each quantity is named in sentences. */
export const QUANTITY_NAMES: Record<Quantity, string> = {
  area: "area",
  perimeter: "perimeter",
  volume: "volume",
  tsa: "total surface area",
  csa: "curved surface area",
  open: "surface area open at the top",
  diagonal: "diagonal",
  slant: "slant height",
};

/** One evaluated formula: value = coef (× π when pi is true), in unit^dim. */
export interface Formula {
  formula: string;
  substituted: string;
  coef: number;
  pi: boolean;
  dim: 1 | 2 | 3;
  /** Extra working before the formula (e.g. radius from diameter, Heron's s). */
  pre?: string;
  /** An exact non-π form such as 5\sqrt{2}, shown before the decimal. */
  exactTex?: string;
}

/** Named dimensions of a figure, already in one unit. */
export type Dims = Record<string, number>;

/** How to recognise, read, compute and re-ask one kind of figure. */
export interface ShapeSpec {
  name: string;
  detect: RegExp;
  /** Reads the dimensions; returns the names used in the explanation. */
  read(text: string): { dims: Dims; unit?: string; derived?: string } | null;
  formulas: Partial<Record<Quantity, (d: Dims) => Formula | null>>;
  /** Words for the figure with its dimensions, for the intro and similar questions. */
  describe(d: Dims, unit: string): string;
  /** Fresh positive dimensions for a similar question; multipleOf7 when the question used π = 22/7. */
  random(r: Rng, multipleOf7: boolean, like: Dims): Dims;
  /** A reason the dimensions cannot describe a real figure (beyond being positive), or null. */
  invalid?(d: Dims): string | null;
}

/** Number for TeX formulas. */
export const n = (x: number): string => show(x);
/** 7 → "7^{2}" for formulas. */
export const sq = (x: number): string => `${n(x)}^{2}`;
/** 7 → "7^{3}" for formulas. */
export const cube = (x: number): string => `${n(x)}^{3}`;
/** "7 cm" (or just "7" without a unit). */
export const withUnit = (x: number, unit: string): string => (unit ? `${n(x)} ${unit}` : n(x));
