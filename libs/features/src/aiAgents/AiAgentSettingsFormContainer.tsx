import type { AiAgentHire, AiAgentSettingsBody } from '@nuvem/api-contract';
import { AiAgentSettingsBodySchema } from '@nuvem/api-contract/forms';
import { aiAgentEndpoints } from '@nuvem/api-contract/paths';
import { AiAgentSettingsDialog, type AiAgentHireItem } from '@nuvem/ui';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

export interface AiAgentSettingsFormContainerProps {
  cloudId: string;
  hire: AiAgentHireItem;
  onClose: () => void;
  /** The API took them: the hire as it is now. */
  onSaved: (hire: AiAgentHire) => void;
}

/** A hired agent's settings on the API: held to the route's schema first; a refused channel lands on its field. */
export function AiAgentSettingsFormContainer({
  cloudId,
  hire,
  onClose,
  onSaved,
}: AiAgentSettingsFormContainerProps) {
  const session = useSession();
  const { submit, busy, alert, text, field } = useSchemaForm<AiAgentSettingsBody, AiAgentHire>({
    schema: AiAgentSettingsBodySchema,
    defaultValues: {
      display_name: hire.settings.displayName,
      language: hire.settings.language,
      channel: hire.settings.channel,
      human_handoff: hire.settings.humanHandoff,
    },
    // A PUT of the whole settings: sending them again changes nothing (the key is not needed).
    submit: (body) =>
      session.client.call<AiAgentHire>(aiAgentEndpoints.settings, {
        params: { cloudId, hireId: hire.id },
        body,
      }),
    onSubmitted: onSaved,
  });
  const handoff = field('human_handoff');
  return (
    <AiAgentSettingsDialog
      name={hire.settings.displayName}
      channels={hire.agent.channels}
      displayName={text('display_name')}
      language={text('language')}
      channel={text('channel')}
      humanHandoff={{ value: handoff.value, onChange: (value) => handoff.onChange(value) }}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
