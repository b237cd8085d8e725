/** The API reference as the developer studio shows it: an OpenAPI document reduced to what a reader needs. */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A value's shape: its JSON type and limits, and the fields or items under it. */
export interface ApiSchemaNode {
  /** The field's name (none for a body, an array's items or a variant). */
  name?: string;
  /** The JSON type as written in schemas: 'string', 'integer', 'object', 'array<object>', 'string | null'… */
  type: string;
  required?: boolean;
  description?: string;
  /** The values it may take (an enum or a union of constants). */
  enumValues?: readonly string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  /** A named shared schema it comes from (components.schemas), e.g. 'Error'. */
  refName?: string;
  /** The value is one of these shapes (anyOf / oneOf). */
  variants?: readonly ApiSchemaNode[];
  children?: readonly ApiSchemaNode[];
  /** Deeper fields were left out (the tree stops at a depth). */
  truncated?: boolean;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema: ApiSchemaNode;
}

export interface ApiResponse {
  /** The HTTP status ('200', '404', 'default'). */
  status: string;
  description?: string;
  schema?: ApiSchemaNode;
}

export interface ApiOperation {
  /** `${method} ${path}`, unique in the document. */
  id: string;
  method: ApiMethod;
  /** As documented, with {name} for path parameters. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** The security schemes that open it (keys of ApiReferenceModel.authSchemes); empty: public. */
  auth: readonly string[];
  parameters: readonly ApiParameter[];
  requestBody?: ApiSchemaNode;
  /** A JSON example of the request body, built from its schema (required fields only). */
  requestExample?: string;
  responses: readonly ApiResponse[];
}

export interface ApiTagGroup {
  tag: string;
  operations: readonly ApiOperation[];
}

export interface ApiAuthScheme {
  id: string;
  /** 'Bearer' or the header's scheme word ('EmbedToken'). */
  headerScheme: string;
  description?: string;
}

export interface ApiReferenceModel {
  title: string;
  version: string;
  description?: string;
  authSchemes: readonly ApiAuthScheme[];
  groups: readonly ApiTagGroup[];
}
