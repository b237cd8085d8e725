// Response and body schemas shared by the routes. Each one gives both validation and the OpenAPI document.
import { Type } from 'typebox';

export const ErrorSchema = Type.Object(
  {
    error_code: Type.String({ description: "Stable code; the portal translates 'error_code.{code}'." }),
    error_vars: Type.Array(Type.String(), { description: 'Values for {%1}, {%2}… in the translation.' }),
    error_title: Type.String(),
    error_type: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
    error_message: Type.String({ description: 'Readable fallback when there is no translation.' }),
  },
  { $id: 'Error', title: 'Error' },
);

export const errorResponses = {
  400: Type.Ref('Error'),
  401: Type.Ref('Error'),
  429: Type.Ref('Error'),
} as const;

export const TokenPairSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
  refresh_token: Type.String({ description: 'Single use: every refresh returns a new one.' }),
});

export const bearerAuth = [{ bearerAuth: [] }];
