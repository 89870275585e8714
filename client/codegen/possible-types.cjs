// GraphQL Code Generator plugin: every union's and interface's concrete types, for Apollo's
// InMemoryCache `possibleTypes` (so `… on Error` and `… on XSuccess` match inside union results).
const { isInterfaceType, isUnionType } = require("graphql");

module.exports = {
  plugin(schema) {
    const map = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__")) continue;
      if (isUnionType(type))
        map[type.name] = type
          .getTypes()
          .map((t) => t.name)
          .sort();
      else if (isInterfaceType(type))
        map[type.name] = schema
          .getPossibleTypes(type)
          .map((t) => t.name)
          .sort();
    }
    const sorted = Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
    return [
      "/* eslint-disable */",
      "/** Generated from schema.graphql: the concrete types of every union and interface. */",
      `export const possibleTypes: Record<string, string[]> = ${JSON.stringify(sorted, null, 2)};`,
      "",
    ].join("\n");
  },
};
