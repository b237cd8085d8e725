import type { FieldRef } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';
import type { VisualDataPoint } from '@nuvem/ui';
import { targetOfField } from './fieldTargets';

/**
 * A picked data point as events carry it (IIdentityValue): each identifying cell as an equals reference on
 * its field's target, each value with its target, raw value and formatted text. Cells of fields the visual
 * does not bind are left out.
 */
export function identityValueOf(
  point: VisualDataPoint,
  fields: ReadonlyMap<string, { field: FieldRef }>,
): models.IIdentityValue<models.IEqualsDataReference> {
  const identity: models.IEqualsDataReference[] = [];
  for (const { key, value } of point.identity) {
    const field = fields.get(key)?.field;
    // A blank identity is null on the wire, as Power BI sends blanks.
    if (field) identity.push({ target: targetOfField(field), equals: value as models.PrimitiveValueType });
  }
  const values: models.IValueDataReference[] = [];
  for (const { key, value, formatted } of point.values) {
    const field = fields.get(key)?.field;
    if (field)
      values.push({
        target: targetOfField(field),
        value: value as models.PrimitiveValueType,
        formattedValue: formatted,
      });
  }
  return { identity, values };
}
