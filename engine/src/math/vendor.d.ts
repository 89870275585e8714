// algebrite ships no types; we only call its script runner.
declare module "algebrite" {
  /** Runs an Algebrite script such as "integral(x^2)" and returns its printed result. */
  export function run(script: string): string;
  const Algebrite: { run: typeof run };
  export default Algebrite;
}

// mathjs's one-file build (the same library and version as "mathjs"), see ./mathjs.ts.
declare module "mathjs/lib/browser/math.js" {
  const math: typeof import("mathjs");
  export default math;
}
