import type { DevProject, DevProjectBody } from '@nuvem/api-contract';
import { DevProjectBodySchema } from '@nuvem/api-contract/forms';
import { developerEndpoints } from '@nuvem/api-contract/paths';
import { DevProjectDialog, type DevEnvironmentOption, type DevProjectItem } from '@nuvem/ui';
import { useMemo } from 'react';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useMe } from '../session/useMe';
import { useSession } from '../session/useSession';

export interface DevProjectFormContainerProps {
  /** The project edited; none: a new one. */
  project?: DevProjectItem;
  onClose: () => void;
  onSaved: (project: DevProject) => void;
}

/**
 * 'Novo projeto' / 'Editar projeto' on the API: held to the route's schema before any request; the
 * environments offered are the developer's own (GET /me), a name they have already comes back in the alert.
 */
export function DevProjectFormContainer({ project, onClose, onSaved }: DevProjectFormContainerProps) {
  const session = useSession();
  const me = useMe().data;
  const environments = useMemo<DevEnvironmentOption[]>(
    () => (me?.customers ?? []).map((c) => ({ cloudId: c.cloud_id, name: c.corporate_name })),
    [me],
  );
  const { submit, busy, alert, text, field } = useSchemaForm<DevProjectBody, DevProject>({
    schema: DevProjectBodySchema,
    defaultValues: {
      name: project?.name ?? '',
      description: project?.description ?? '',
      cloud_ids: project?.cloudIds ?? [],
    },
    submit: (body, { idempotencyKey }) =>
      project
        ? session.client.call<DevProject>(developerEndpoints.updateProject, {
            params: { projectId: project.id },
            body,
            idempotencyKey,
          })
        : session.client.call<DevProject>(developerEndpoints.createProject, { body, idempotencyKey }),
    onSubmitted: (saved) => onSaved(saved),
  });
  const cloudIds = field('cloud_ids');
  return (
    <DevProjectDialog
      open
      mode={project ? 'edit' : 'create'}
      name={text('name')}
      description={text('description')}
      environments={environments}
      selectedEnvironments={cloudIds.value ?? []}
      onEnvironmentsChange={(next) => cloudIds.onChange(next)}
      environmentsError={cloudIds.error}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
