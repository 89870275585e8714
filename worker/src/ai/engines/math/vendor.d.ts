// algebrite ships no types; we only call its script runner.
declare module "algebrite" {
  /** Runs an Algebrite script such as "integral(x^2)" and returns its printed result. */
  export function run(script: string): string;
  const Algebrite: { run: typeof run };
  export default Algebrite;
}
