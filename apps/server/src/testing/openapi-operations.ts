import type { FastifyInstance } from 'fastify';

/** The JSON Schema subset the OpenAPI document (from the contract's zod schemas) uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export interface OperationParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One documented operation: `key` is "METHOD path" exactly as the access table names it. */
export interface DocumentedOperation {
  key: string;
  method: string;
  path: string;
  parameters: OperationParameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /** The content types the body may come in (the payment webhook takes raw bytes). */
  bodyTypes: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the app's own OpenAPI document (/api/docs/json), in document order. */
export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const res = await app.inject('/api/docs/json');
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, { parameters?: OperationParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
  const operations: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
      });
    }
  }
  return operations;
}

/** The path's `{name}` placeholders filled with `values` (URL-encoded). */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}
