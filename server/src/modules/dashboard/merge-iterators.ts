/**
 * Interleaves several async iterables in arrival order. Returning (or throwing into) the merged
 * iterator returns every source, so their Redis subscriptions are released.
 */
export async function* mergeIterators<T>(sources: AsyncIterable<T>[]): AsyncGenerator<T> {
  const iterators = sources.map((s) => s[Symbol.asyncIterator]());
  const pending = new Map<number, Promise<{ index: number; result: IteratorResult<T> }>>();
  const pull = (index: number) => {
    const it = iterators[index];
    if (it)
      pending.set(
        index,
        it.next().then((result) => ({ index, result })),
      );
  };
  for (let i = 0; i < iterators.length; i++) pull(i);
  try {
    while (pending.size > 0) {
      const { index, result } = await Promise.race(pending.values());
      if (result.done) {
        pending.delete(index);
        continue;
      }
      pull(index);
      yield result.value;
    }
  } finally {
    await Promise.allSettled(iterators.map((it) => it.return?.()));
  }
}
