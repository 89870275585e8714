import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  getOperationAST,
  Kind,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * Root subscription fields whose events look the same to every subscriber that may receive them:
 * access is checked per subscriber before an event is yielded, and nothing below the root field
 * reads the viewer. KEEP IT THAT WAY: a viewer-dependent field under GroupMessageEvent or
 * GroupTypingEvent would leak one subscriber's view to the others.
 */
const SHARED_FIELDS = new Set(["groupMessageEvents", "groupTyping"]);

const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;
const resultsByEvent = new WeakMap<object, Map<string, Promise<ExecutionResult> | ExecutionResult>>();

function isShared(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== "subscription") return false;
  const [only, ...rest] = operation.selectionSet.selections;
  return rest.length === 0 && only?.kind === Kind.FIELD && SHARED_FIELDS.has(only.name.value);
}

function cacheKey(args: ExecutionArgs): string {
  let id = documentIds.get(args.document);
  if (id === undefined) {
    id = nextDocumentId++;
    documentIds.set(args.document, id);
  }
  return `${id}|${args.operationName ?? ""}|${JSON.stringify(args.variableValues ?? {})}`;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

/** Runs `execute` once per (event, document, variables) in this process; the others reuse it. */
function sharedExecute(args: ExecutionArgs, key: string, event: unknown) {
  if (typeof event !== "object" || event === null) return execute({ ...args, rootValue: event });
  let byKey = resultsByEvent.get(event);
  if (!byKey) {
    byKey = new Map();
    resultsByEvent.set(event, byKey);
  }
  let result = byKey.get(key);
  if (!result) {
    result = execute({ ...args, rootValue: event });
    byKey.set(key, result);
  }
  return result;
}

/**
 * Fan-out without repeating work: when 1,000 members of a group watch it, every event object the
 * group's stream yields is executed once per process and the same result goes to every socket
 * (each still passes its own access check first). Other subscriptions are untouched.
 */
export const sharedSubscriptionResults: Plugin = {
  onSubscribe({ args, setSubscribeFn }) {
    if (!isShared(args.document, args.operationName)) return;
    setSubscribeFn(async (subscribeArgs: ExecutionArgs) => {
      const source = await createSourceEventStream(subscribeArgs);
      if (!isAsyncIterable(source)) return source;
      const key = cacheKey(subscribeArgs);
      const iterator = source[Symbol.asyncIterator]();
      const mapped: AsyncIterableIterator<ExecutionResult> = {
        async next() {
          const next = await iterator.next();
          if (next.done) return { done: true, value: undefined };
          return { done: false, value: await sharedExecute(subscribeArgs, key, next.value) };
        },
        async return() {
          await iterator.return?.();
          return { done: true, value: undefined };
        },
        async throw(error: unknown) {
          await iterator.return?.();
          throw error;
        },
        [Symbol.asyncIterator]: () => mapped,
      };
      return mapped;
    });
  },
};
