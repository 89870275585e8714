import {
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** What each part of a query costs: a field 1, a database-backed field more, a list field times its length. */
export interface CostWeights {
  /** Every field selected. */
  field: number;
  /** A root field (each one is a resolver that reads or writes the database or a queue). */
  database: number;
  /** Children of a list field count this many times, unless a `limit`/`first`/`take` literal says less. */
  listSize: number;
}

export const DEFAULT_COST_WEIGHTS: CostWeights = { field: 1, database: 10, listSize: 20 };
const SIZE_ARGUMENTS = new Set(["limit", "first", "last", "take"]);

/**
 * A validation rule refusing an operation whose estimated cost passes `maxCost`: the sum over
 * fields of their own cost, where a root field counts as a database call and a list field
 * multiplies its children by its expected length. Fragments are expanded where they are spread.
 */
export function costLimitRule(maxCost: number, weights: CostWeights = DEFAULT_COST_WEIGHTS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const root = context.getSchema().getRootType(operation.operation);
        if (!root) return;
        const cost = selectionCost(operation.selectionSet, root, true, fragments, weights, new Set());
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(`Query is too expensive: cost ${cost}, at most ${maxCost} allowed.`, {
              nodes: [operation],
              extensions: { code: "QUERY_TOO_EXPENSIVE" },
            }),
          );
        }
      },
    };
  };
}

function selectionCost(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  isRoot: boolean,
  fragments: Map<string, FragmentDefinitionNode>,
  weights: CostWeights,
  spreading: Set<string>,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      total += fieldCost(selection, parent, isRoot, fragments, weights, spreading);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += selectionCost(selection.selectionSet, parent, isRoot, fragments, weights, spreading);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment cycle is refused by graphql's own rule; here it simply stops counting.
      if (!fragment || spreading.has(name)) continue;
      spreading.add(name);
      total += selectionCost(fragment.selectionSet, parent, isRoot, fragments, weights, spreading);
      spreading.delete(name);
    }
  }
  return total;
}

function fieldCost(
  field: FieldNode,
  parent: GraphQLNamedType,
  isRoot: boolean,
  fragments: Map<string, FragmentDefinitionNode>,
  weights: CostWeights,
  spreading: Set<string>,
): number {
  const name = field.name.value;
  if (name.startsWith("__")) return name === "__typename" ? 0 : weights.field;
  const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
  const own = weights.field + (isRoot ? weights.database : 0);
  if (!definition || !field.selectionSet) return own;
  const children = selectionCost(
    field.selectionSet,
    getNamedType(definition.type),
    false,
    fragments,
    weights,
    spreading,
  );
  return own + listMultiplier(definition.type, field, weights) * children;
}

function listMultiplier(type: GraphQLOutputType, field: FieldNode, weights: CostWeights): number {
  const unwrapped = isNonNullType(type) ? type.ofType : type;
  if (!isListType(unwrapped)) return 1;
  for (const argument of field.arguments ?? []) {
    if (SIZE_ARGUMENTS.has(argument.name.value) && argument.value.kind === Kind.INT) {
      return Math.max(1, Math.min(Number(argument.value.value), weights.listSize * 5));
    }
  }
  return weights.listSize;
}
