// How long a schema's introspection lists are, so that the abuse limits (limits.ts) can count what an introspection
// query produces before it runs: introspection's lists have no `first` and are as long as the schema makes them.
import { isAbstractType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

/**
 * How long the schema's introspection lists are. Under `__schema { types }` a list is as long as its average over
 * all types (the answer holds each type once); elsewhere (`__type(name:)`, `possibleTypes`) as its longest.
 */
export interface IntrospectionSizes {
  length(list: string, underAllTypes: boolean): number;
}

const sizesBySchema = new WeakMap<GraphQLSchema, IntrospectionSizes>();

export function introspectionSizes(schema: GraphQLSchema): IntrospectionSizes {
  let sizes = sizesBySchema.get(schema);
  if (!sizes) sizesBySchema.set(schema, (sizes = measureLists(schema)));
  return sizes;
}

function measureLists(schema: GraphQLSchema): IntrospectionSizes {
  const types = Object.values(schema.getTypeMap());
  const directives = schema.getDirectives();
  // Per list: the length for each element that holds it (every type, every field, every directive).
  const lengths = new Map<string, number[]>();
  const add = (list: string, length: number) => {
    const known = lengths.get(list);
    if (known) known.push(length);
    else lengths.set(list, [length]);
  };
  for (const type of types) {
    const fields = isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()) : [];
    add('__Type.fields', fields.length);
    for (const field of fields) add('__Field.args', field.args.length);
    add('__Type.interfaces', isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().length : 0);
    add('__Type.possibleTypes', isAbstractType(type) ? schema.getPossibleTypes(type).length : 0);
    add('__Type.enumValues', isEnumType(type) ? type.getValues().length : 0);
    add('__Type.inputFields', isInputObjectType(type) ? Object.keys(type.getFields()).length : 0);
  }
  for (const directive of directives) add('__Directive.args', directive.args.length);
  add('__Schema.types', types.length);
  add('__Schema.directives', directives.length);
  const summary = new Map(
    [...lengths].map(([list, values]) => [list, { average: values.reduce((sum, value) => sum + value, 0) / values.length, longest: Math.max(...values) }]),
  );
  return {
    length(list, underAllTypes) {
      const known = summary.get(list);
      if (!known) return 1;
      return underAllTypes ? known.average : known.longest;
    },
  };
}
