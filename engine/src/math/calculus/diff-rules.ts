import { differentiate } from "../cas";
import { display, type Step } from "../explain";
import { type Expr, variables } from "../expr/ast";
import { tex } from "../format";

const d = (e: Expr, v: string): string => {
  const r = differentiate(e, v);
  return r ? tex(r) : "?";
};

const isConst = (e: Expr, v: string) => !variables(e).includes(v);

const STANDARD: Record<string, string> = {
  sin: "\\frac{d}{dx}\\sin u = \\cos u",
  cos: "\\frac{d}{dx}\\cos u = -\\sin u",
  tan: "\\frac{d}{dx}\\tan u = \\sec^{2} u",
  log: "\\frac{d}{dx}\\ln u = \\frac{1}{u}",
  sqrt: "\\frac{d}{dx}\\sqrt{u} = \\frac{1}{2\\sqrt{u}}",
  exp: "\\frac{d}{dx}e^{u} = e^{u}",
  sec: "\\frac{d}{dx}\\sec u = \\sec u \\tan u",
  csc: "\\frac{d}{dx}\\csc u = -\\csc u \\cot u",
  cot: "\\frac{d}{dx}\\cot u = -\\csc^{2} u",
};

function chain(outer: string, inner: Expr, e: Expr, v: string): Step {
  return {
    title: "Use the chain rule",
    body: `The function is built in two layers: an outer function ${outer} applied to the inner function $u = ${tex(inner)}$. The chain rule says: differentiate the outer function (keeping $u$ inside), then multiply by $\\frac{du}{d${v}}$.\n\n${display(`\\frac{du}{d${v}} = ${d(inner, v)}`)}\n${display(`\\frac{d}{d${v}}\\left[${tex(e)}\\right] = ${d(e, v)}`)}`,
  };
}

/** The rule a student would use for the first derivative, with its pieces worked out. */
export function ruleSteps(e: Expr, v: string): Step[] {
  if (e.t === "add") {
    const lines = e.terms
      .map((t) => display(`\\frac{d}{d${v}}\\left(${tex(t)}\\right) = ${d(t, v)}`))
      .join("\n");
    return [
      {
        title: "Differentiate term by term",
        body: `The derivative of a sum is the sum of the derivatives. Using the power rule $\\frac{d}{d${v}}${v}^{n} = n${v}^{n-1}$ and the standard derivatives:\n\n${lines}`,
      },
    ];
  }
  if (e.t === "neg") return ruleSteps(e.arg, v);
  if (e.t === "mul") {
    const consts = e.factors.filter((f) => isConst(f, v));
    const rest = e.factors.filter((f) => !isConst(f, v));
    if (rest.length === 1 && consts.length > 0) {
      return [
        {
          title: "Keep the constant",
          body: `A constant factor stays in front: $\\frac{d}{d${v}}[c\\,f(${v})] = c\\,f'(${v})$.`,
        },
        ...ruleSteps(rest[0], v),
      ];
    }
    if (rest.length >= 2) {
      const u: Expr = consts.length ? { t: "mul", factors: [...consts, rest[0]] } : rest[0];
      const w: Expr = rest.length === 2 ? rest[1] : { t: "mul", factors: rest.slice(1) };
      return [
        {
          title: "Use the product rule",
          body: `The function is a product $u \\cdot v$ with $u = ${tex(u)}$ and $v = ${tex(w)}$.\n\n${display(`\\frac{d}{d${v}}(uv) = u'v + uv'`)}\n${display(`u' = ${d(u, v)}, \\qquad v' = ${d(w, v)}`)}`,
        },
      ];
    }
  }
  if (e.t === "div" && !isConst(e.den, v)) {
    return [
      {
        title: "Use the quotient rule",
        body: `The function is a quotient $\\frac{u}{v}$ with $u = ${tex(e.num)}$ and $v = ${tex(e.den)}$.\n\n${display(`\\frac{d}{d${v}}\\left(\\frac{u}{v}\\right) = \\frac{u'v - uv'}{v^{2}}`)}\n${display(`u' = ${d(e.num, v)}, \\qquad v' = ${d(e.den, v)}`)}`,
      },
    ];
  }
  if (e.t === "div") return ruleSteps(e.num, v);
  if (e.t === "pow" && isConst(e.exp, v)) {
    if (e.base.t === "sym") {
      return [
        {
          title: "Use the power rule",
          body: display(
            `\\frac{d}{d${v}}${v}^{n} = n${v}^{n-1} \\quad\\Rightarrow\\quad \\frac{d}{d${v}}${tex(e)} = ${d(e, v)}`,
          ),
        },
      ];
    }
    return [chain(`$u^{${tex(e.exp)}}$ (power rule)`, e.base, e, v)];
  }
  if (e.t === "pow" && e.base.t === "sym" && e.base.name === "e") {
    return e.exp.t === "sym"
      ? [{ title: "Use the standard result", body: display(`\\frac{d}{d${v}}e^{${v}} = e^{${v}}`) }]
      : [chain("$e^{u}$", e.exp, e, v)];
  }
  if (e.t === "fn" && e.args.length === 1) {
    const [arg] = e.args;
    const rule = STANDARD[e.name];
    if (arg.t === "sym") {
      return [
        {
          title: "Use the standard derivative",
          body: rule
            ? display(rule.replace(/u/g, v).replace(/\\frac\{d\}\{dx\}/, `\\frac{d}{d${v}}`))
            : display(`\\frac{d}{d${v}}${tex(e)} = ${d(e, v)}`),
        },
      ];
    }
    return [
      chain(
        rule ? `(${`$${rule}$`})` : `$${tex({ t: "fn", name: e.name, args: [{ t: "sym", name: "u" }] })}$`,
        arg,
        e,
        v,
      ),
    ];
  }
  return [{ title: "Differentiate", body: display(`\\frac{d}{d${v}}\\left(${tex(e)}\\right) = ${d(e, v)}`) }];
}
