/**
 * A small unbounded async queue: several sources push, one consumer iterates. Lets a subscription
 * wait on pub/sub events, reconnect notices and timers at once.
 */
export class EventQueue<T> {
  private readonly items: T[] = [];
  private waiter: ((result: IteratorResult<T>) => void) | null = null;
  private ended = false;

  push(item: T): void {
    if (this.ended) return;
    if (this.waiter) {
      const wake = this.waiter;
      this.waiter = null;
      wake({ value: item, done: false });
    } else this.items.push(item);
  }

  end(): void {
    this.ended = true;
    this.waiter?.({ value: undefined, done: true });
    this.waiter = null;
  }

  next(): Promise<IteratorResult<T>> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve({ value: item, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiter = resolve;
    });
  }
}

/**
 * Starts reading `source` now (pub/sub iterators only listen once read) and pushes each value,
 * mapped, into `queue`. Returns a stop function.
 */
export function pump<S, T>(
  source: AsyncIterable<S>,
  queue: EventQueue<T>,
  map: (value: S) => T,
): () => Promise<void> {
  const iterator = source[Symbol.asyncIterator]();
  void (async () => {
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        queue.push(map(next.value));
      }
    } finally {
      queue.end();
    }
  })();
  return async () => {
    await iterator.return?.();
  };
}

/**
 * Wraps a generator that waits on something `end` can wake (a queue, a pub/sub subscription), so
 * that `return()` from the GraphQL layer (the client unsubscribed or went away) ends it at once.
 * A plain async generator would only notice at its next event, which in a quiet group may be never.
 */
export function endable<T>(generator: AsyncGenerator<T>, end: () => void): AsyncGenerator<T> {
  const wrapped: AsyncGenerator<T> = {
    next: (...args) => generator.next(...args),
    return: (value) => {
      end();
      return generator.return(value);
    },
    throw: (error) => {
      end();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]: () => wrapped,
  };
  return wrapped;
}
