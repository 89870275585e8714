/**
 * A Pothos prisma query, safe to spread into findUnique: a selection of only __typename gives
 * `select: {}`, which Prisma refuses.
 */
export function usable<Q extends { select?: object }>(query: Q): Q {
  if (!query.select || Object.keys(query.select).length > 0) return query;
  const { select: _empty, ...rest } = query;
  return rest as Q;
}
