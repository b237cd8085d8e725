import type { VisualType } from '@nuvem/api-contract';
import { fieldKey } from '@nuvem/api-contract/paths';
import { AuthoringPane, type AuthoringSelection, type AuthoringVisualType } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addField,
  chooseVisualType,
  deleteVisual,
  removeField,
  selectedVisualOf,
} from '../report/actions/authoringActions';
import { authoringFieldsOf } from '../report/authoring/authoringFields';
import type { ReportSession } from '../report/reportSession';
import type { ReportState } from '../report/reportState';

/** libs/ui's AuthoringPane over the session: the dataset's fields, the selected visual, the authoring actions. */
export function ReportAuthoring({ session, state }: { session: ReportSession; state: ReportState }) {
  const { t } = useTranslation('ui', { keyPrefix: 'AuthoringPane' });
  const { catalog, context } = session;
  const fields = useMemo(() => authoringFieldsOf(catalog, context.locale), [catalog, context.locale]);
  const visual = selectedVisualOf(state);
  const selected: AuthoringSelection | null = visual
    ? {
        type: visual.type,
        title: visual.title || t(`type.${visual.type}`),
        fields: Object.fromEntries(
          Object.entries(visual.fields).map(([well, bound]) => [
            well,
            (Array.isArray(bound) ? bound : [bound]).map((field) => ({
              key: fieldKey(field),
              label: catalog.label(field),
            })),
          ]),
        ),
      }
    : null;
  return (
    <AuthoringPane
      tables={fields.tables}
      selected={selected}
      onChooseType={(type: AuthoringVisualType) => chooseVisualType(session, type as VisualType)}
      onAddField={(key) => {
        const choice = fields.choices.get(key);
        if (choice) addField(session, choice);
      }}
      onRemoveField={(well, index) => visual && removeField(session, visual.name, well, index)}
      onDeleteVisual={() => visual && deleteVisual(session, visual.name)}
    />
  );
}
