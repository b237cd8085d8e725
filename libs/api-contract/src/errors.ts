// The portal's error shape (spec §8). error_code is what the portal translates ('error_code.{code}');
// error_vars fill its {%1}, {%2}.
import { Type, type Static } from 'typebox';

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
export type ErrorBody = Static<typeof ErrorSchema>;

export { errorCodes, type ErrorCode } from './error-codes';
