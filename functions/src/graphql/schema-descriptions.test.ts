// Developers read the schema in GraphiQL's docs and in the SDL at /graphql/schema.graphql: every type, field, enum
// value and input field there says what it is.
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType } from 'graphql';
import { expect, it } from 'vitest';
import { loadTypeDefs } from './schema.js';

/** The schema's types, fields, input fields and enum values without a description, as `Type` or `Type.member`. */
async function undescribed(): Promise<string[]> {
  const schema = buildSchema((await loadTypeDefs()).join('\n'));
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    // The root types are described by their fields.
    const isRoot = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(type as never);
    if (!type.description && !isRoot) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing.sort();
}

it('describes every type, field, input field and enum value', async () => {
  expect(await undescribed()).toEqual([]);
});
