/**
 * The contract kit: the OpenAPI documents of openapi/ checked at run time with Ajv (OpenAPI 3.1 schemas
 * are JSON Schema 2020-12). Cross-file `$ref`s resolve because every document is registered with Ajv
 * under its own URL. The mock server validates every request with it (bad input → 400 before any
 * handler runs, so state never changes), and the contract tests validate every response it gives.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, unknown>;

/** Parsed documents keyed by an absolute URL (file: in Node, a virtual one in the browser). */
export type Documents = Map<string, Json>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface Operation {
  document: string;
  docUrl: string;
  method: string;
  pathTemplate: string;
  fullPath: string;
  operationId: string | undefined;
  node: Json;
  matcher: RegExp;
}

export interface Located {
  node: Json;
  docUrl: string;
  /** JSON pointer of `node` inside `docUrl`, so Ajv can compile what lies below it by reference. */
  pointer: string;
}

export interface Exchange {
  method: string;
  url: string;
  contentType?: string | null;
  body?: unknown;
  headers?: Headers;
}

export interface Problem {
  message: string;
  /** The parameter or body property at fault, when one can be named. */
  field?: string;
}

// ajv-formats is CommonJS: its default export arrives wrapped under some bundlers.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const countParams = (path: string) => (path.match(/\{/g) ?? []).length;

export type Contract = ReturnType<typeof createContract>;

export function createContract(documents: Documents) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, discriminator: false });
  addFormats(ajv);
  for (const [id, doc] of documents) ajv.addSchema(doc, id);

  function resolvePointer(doc: Json, path: string): Json {
    let node: unknown = doc;
    for (const raw of path.split('/').slice(1)) {
      node = (node as Json | undefined)?.[raw.replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    if (node === undefined) throw new Error(`dangling JSON pointer ${path}`);
    return node as Json;
  }

  /** Follows `$ref` (local or relative-file) until a real node is reached. */
  function deref(node: unknown, docUrl: string, at = ''): Located {
    let current = node as Json;
    let base = docUrl;
    let where = at;
    for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error(`$ref loop at ${base}`);
      const target = new URL(current.$ref, base);
      base = target.href.split('#')[0]!;
      const doc = documents.get(base);
      if (!doc) throw new Error(`$ref to unknown document ${base}`);
      where = decodeURIComponent(target.hash.slice(1));
      current = resolvePointer(doc, where);
    }
    return { node: current, docUrl: base, pointer: where };
  }

  const operations: Operation[] = [...documents.entries()].flatMap(([docUrl, doc]) => {
    const servers = doc.servers as Json[] | undefined;
    const basePath = String(servers?.[0]?.url ?? '').replace(/\/$/, '');
    return Object.entries((doc.paths as Json | undefined) ?? {}).flatMap(([pathTemplate, pathItem]) =>
      HTTP_METHODS.filter((method) => (pathItem as Json)[method]).map((method) => {
        const fullPath = basePath + pathTemplate;
        const pattern = fullPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
        const node = (pathItem as Json)[method] as Json;
        return {
          document: docUrl.split('/').pop()!,
          docUrl,
          method: method.toUpperCase(),
          pathTemplate,
          fullPath,
          operationId: node.operationId as string | undefined,
          node,
          matcher: new RegExp(`^${pattern}$`),
        };
      }),
    );
  });

  /** The operation for a concrete request; literal segments win over `{param}` ones. */
  function findOperation(method: string, pathname: string): Operation | undefined {
    return operations
      .filter((op) => op.method === method.toUpperCase() && op.matcher.test(pathname))
      .sort((a, b) => countParams(a.fullPath) - countParams(b.fullPath))[0];
  }

  const validators = new Map<string, ValidateFunction>();
  function validatorFor(docUrl: string, jsonPointer: string): ValidateFunction {
    const key = `${docUrl}#${jsonPointer}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: key });
      validators.set(key, validate);
    }
    return validate;
  }

  const operationPointer = (operation: Operation) =>
    `/paths/${escapePointer(operation.pathTemplate)}/${operation.method.toLowerCase()}`;

  function schemaProblems(
    validate: ValidateFunction,
    value: unknown,
    where: string,
    fieldPrefix = '',
  ): Problem[] {
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => {
      const missing = (error.params as { missingProperty?: string }).missingProperty;
      const extra = (error.params as { additionalProperty?: string }).additionalProperty;
      const path = error.instancePath.split('/').filter(Boolean).join('.');
      const field = [fieldPrefix, path, missing ?? extra].filter(Boolean).join('.') || undefined;
      return {
        message: `${where}${error.instancePath} ${error.message ?? 'is invalid'}${extra ? ` (${extra})` : ''}`,
        field,
      };
    });
  }

  /** Problems with a response, [] when it matches the documents. */
  function validateResponse({
    method,
    url,
    status,
    contentType,
    body,
  }: Exchange & { status: number }): Problem[] {
    const { pathname } = new URL(url, 'http://localhost');
    const operation = findOperation(method, pathname);
    if (!operation) return [{ message: `${method} ${pathname}: no operation in openapi/` }];
    const label = `${method} ${pathname} → ${status} (${operation.operationId})`;
    const responses = operation.node.responses as Json;
    const wildcard = `${String(status)[0]}XX`;
    const statusKey =
      String(status) in responses
        ? String(status)
        : wildcard in responses
          ? wildcard
          : status >= 400
            ? 'default'
            : '';
    if (!(statusKey in responses)) return [{ message: `${label}: status not documented` }];
    const response = deref(
      responses[statusKey],
      operation.docUrl,
      `${operationPointer(operation)}/responses/${statusKey}`,
    );
    const content = response.node.content as Json | undefined;
    const empty = body === undefined || body === null || body === '';
    if (!content) return empty ? [] : [{ message: `${label}: documented without a body, but one was sent` }];
    const mediaType = (contentType ?? '').split(';')[0]!.trim();
    if (!(mediaType in content)) {
      return [
        {
          message: `${label}: content type '${mediaType}' not documented (${Object.keys(content).join(', ')})`,
        },
      ];
    }
    if (!mediaType.includes('json')) return [];
    const validate = validatorFor(
      response.docUrl,
      `${response.pointer}/content/${escapePointer(mediaType)}/schema`,
    );
    return schemaProblems(validate, body, `${label}: body`);
  }

  /** Problems with a request's parameters and body, [] when it matches the documents. */
  function validateRequest({ method, url, contentType, body, headers }: Exchange): Problem[] {
    const parsed = new URL(url, 'http://localhost');
    const operation = findOperation(method, parsed.pathname);
    if (!operation) return [{ message: `${method} ${parsed.pathname}: no operation in openapi/` }];
    const label = `${method} ${parsed.pathname}`;
    const problems: Problem[] = [];
    const parameters = (operation.node.parameters as unknown[] | undefined) ?? [];
    parameters.forEach((raw, index) => {
      const parameter = deref(raw, operation.docUrl, `${operationPointer(operation)}/parameters/${index}`);
      const name = String(parameter.node.name);
      let value: string | null = null;
      if (parameter.node.in === 'query') value = parsed.searchParams.get(name);
      else if (parameter.node.in === 'header') value = headers?.get(name) ?? null;
      else if (parameter.node.in === 'path') value = pathParam(operation, parsed.pathname, name);
      else return;
      if (value === null) {
        if (parameter.node.required)
          problems.push({
            message: `${label}: missing ${String(parameter.node.in)} parameter ${name}`,
            field: name,
          });
        return;
      }
      const schema = deref((parameter.node as Json).schema, parameter.docUrl, `${parameter.pointer}/schema`);
      const validate = validatorFor(schema.docUrl, schema.pointer);
      problems.push(...schemaProblems(validate, coerce(value, schema.node), `${label}: ${name}`, name));
    });
    const requestBody = operation.node.requestBody;
    if (!requestBody) return problems;
    const located = deref(requestBody, operation.docUrl, `${operationPointer(operation)}/requestBody`);
    const content = located.node.content as Json;
    if (body === undefined || body === null || body === '') {
      if (located.node.required) problems.push({ message: `${label}: missing request body` });
      return problems;
    }
    const mediaType = (contentType ?? '').split(';')[0]!.trim();
    if (!(mediaType in content)) {
      return [...problems, { message: `${label}: request content type '${mediaType}' not documented` }];
    }
    const validate = validatorFor(
      located.docUrl,
      `${located.pointer}/content/${escapePointer(mediaType)}/schema`,
    );
    problems.push(...schemaProblems(validate, body, `${label}: body`));
    return problems;
  }

  function pathParam(operation: Operation, pathname: string, name: string): string | null {
    const names = [...operation.fullPath.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    const pattern = operation.fullPath
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{[^}]+\\?\}/g, '([^/]+)');
    const match = new RegExp(`^${pattern}$`).exec(pathname);
    const index = names.indexOf(name);
    const value = index >= 0 ? match?.[index + 1] : undefined;
    return value === undefined ? null : decodeURIComponent(value);
  }

  return { documents, operations, deref, findOperation, validateRequest, validateResponse };
}

/** Query, header and path values arrive as strings; compare them to the schema's own type. */
function coerce(value: string, schema: Json): unknown {
  const type = schema.type;
  if (type === 'integer' || type === 'number')
    return value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}
