import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import * as core from 'zod/v4/core';

/**
 * Responses written from the contracts' schemas without checking them again (issue 17, ADR 020).
 * The zod serializer parsed every answer the server itself had just built before writing it (a
 * sixth of a listing's time); here each route's response schema is turned once into a
 * fast-json-stringify serializer, which writes the schema's fields in the schema's order and
 * leaves out the rest, as zod's parse did. A schema whose output fast-json-stringify cannot write
 * exactly as zod would (a union, a transform, a default, a date, a strict or loose object) keeps
 * the zod serializer, checks and all.
 */

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;
type ResponseSchema = core.$ZodType | { properties: core.$ZodType };

/** A schema fast-json-stringify would not write exactly as zod does. */
class Unfaithful extends Error {}

/** The one type of a literal's or an enum's values, or Unfaithful when they mix. */
function typeOfValues(values: readonly unknown[]): JsonSchema {
  const types = new Set(values.map((value) => (value === null ? 'null' : typeof value)));
  const [only] = types;
  if (types.size !== 1 || !only || !['string', 'number', 'boolean', 'null'].includes(only)) throw new Unfaithful();
  return { type: only };
}

/**
 * The JSON Schema fast-json-stringify writes `schema` with. No `required`: fast-json-stringify
 * writes required properties first, and the order must stay the schema's; a missing value is
 * left out either way. Numbers are `number` (an integer is written as it is, not truncated).
 */
export function fastSchemaOf(schema: core.$ZodType): JsonSchema {
  const def = (schema as core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    case 'any':
    case 'unknown':
      // Written with JSON.stringify, as zod passes such a value through untouched.
      return {};
    case 'enum':
      return typeOfValues(Object.values(def.entries));
    case 'literal':
      return typeOfValues(def.values);
    case 'readonly':
      return fastSchemaOf(def.innerType);
    case 'nullable': {
      const inner = fastSchemaOf(def.innerType);
      return 'type' in inner ? { ...inner, nullable: true } : inner;
    }
    case 'array':
      return { type: 'array', items: fastSchemaOf(def.element) };
    case 'record': {
      if ((def.keyType as core.$ZodTypes)._zod.def.type !== 'string') throw new Unfaithful();
      return { type: 'object', additionalProperties: fastSchemaOf(def.valueType) };
    }
    case 'object': {
      // A strict object refuses unknown keys, a loose one keeps them: zod's answer, not a plain strip.
      if (def.catchall) throw new Unfaithful();
      const properties: Record<string, JsonSchema> = {};
      for (const [key, value] of Object.entries(def.shape)) properties[key] = fastSchemaOf(withoutOptional(value));
      return { type: 'object', properties };
    }
    default:
      throw new Unfaithful();
  }
}

/** An optional property is written when it has a value, so only what it holds matters. */
function withoutOptional(schema: core.$ZodType): core.$ZodType {
  const def = (schema as core.$ZodTypes)._zod.def;
  return def.type === 'optional' ? withoutOptional(def.innerType) : schema;
}

/** Each schema's serializer, built on its first answer and shared by every route and app that use it. */
const built = new WeakMap<core.$ZodType, Serialize | null>();

/** The fast serializer of a zod schema, or null when only zod's serializer writes it exactly. */
export function fastSerializerOf(schema: core.$ZodType): Serialize | null {
  let serialize = built.get(schema);
  if (serialize === undefined) {
    try {
      serialize = fastJson(fastSchemaOf(schema)) as Serialize;
    } catch (error) {
      if (!(error instanceof Unfaithful)) throw error;
      serialize = null;
    }
    built.set(schema, serialize);
  }
  return serialize;
}

const zodOf = (schema: ResponseSchema): core.$ZodType | undefined =>
  schema instanceof core.$ZodType ? schema : schema.properties instanceof core.$ZodType ? schema.properties : undefined;

/**
 * The app's serializer compiler: a route's answers written by fast-json-stringify from its
 * response schema, built on the route's first answer (a test app that never answers builds none).
 */
export const serializerCompiler: FastifySerializerCompiler<ResponseSchema> = (route) => {
  const schema = zodOf(route.schema);
  let serialize: Serialize | undefined;
  return (data: unknown) => {
    serialize ??= (schema && fastSerializerOf(schema)) ?? zodSerializerCompiler(route);
    return serialize(data);
  };
};
