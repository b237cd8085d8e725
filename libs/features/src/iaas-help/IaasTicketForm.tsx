import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketCreated, TicketCreateForm } from '@nuvem/api-contract';
import { TicketCreateFormSchema } from '@nuvem/api-contract/forms';
import { ticketCategories, ticketEndpoints } from '@nuvem/api-contract/paths';
import { Form, FormActions, FormAlert, FormSelect, FormTextField } from '@nuvem/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

export interface IaasTicketFormProps {
  cloudId: string;
  /** The resource the ticket is about, when reached from its page (?resource=): filled in, still editable. */
  resourceId?: string;
  /** The ticket was opened. */
  onOpened?: (ticket: TicketCreated) => void;
  /**
   * A form for one purpose (IaaS › Novo contrato: a commercial request): its heading and the values it starts
   * with (and returns to once sent) instead of the help page's.
   */
  purpose?: { title: string; intro: string; values: Pick<TicketCreateForm, 'subject' | 'category'> };
}

/**
 * 'Abrir chamado' (IaaS › Ajuda): subject, category, description and the resource, checked by the route's own
 * schema before any request, one Idempotency-Key per ticket (a retried send opens it once), a resource the
 * environment does not hold refused on its field; once opened, the link to the ticket.
 */
export function IaasTicketForm({ cloudId, resourceId, onOpened, purpose }: IaasTicketFormProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasHelp.ticket' });
  const session = useSession();
  const titleId = useId();
  const [opened, setOpened] = useState<TicketCreated>();
  const defaults: TicketCreateForm = {
    subject: '',
    description: '',
    category: resourceId ? 'incident' : 'question',
    ...(resourceId ? { resource_id: resourceId } : {}),
    ...purpose?.values,
  };
  const { submit, busy, alert, text, form } = useSchemaForm<TicketCreateForm, TicketCreated>({
    schema: TicketCreateFormSchema,
    defaultValues: defaults,
    submit: (values, { idempotencyKey }) =>
      session.client.call<TicketCreated>(ticketEndpoints.create, {
        body: { ...values, cloud_id: cloudId },
        idempotencyKey,
      }),
    onSubmitted: (ticket) => {
      setOpened(ticket);
      form.reset({ subject: '', description: '', category: 'question', ...purpose?.values });
      onOpened?.(ticket);
    },
  });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, minWidth: 0, alignSelf: 'start' }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 0.5 }}>
        {purpose?.title ?? t('title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {purpose?.intro ?? t('intro')}
      </Typography>
      <Form onSubmit={() => void submit()} busy={busy} aria-labelledby={titleId}>
        <Stack spacing={1.5}>
          <FormAlert message={alert} />
          <FormTextField {...text('subject')} label={t('subject')} required />
          <FormSelect
            {...text('category')}
            label={t('category')}
            options={ticketCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
            required
          />
          <FormTextField
            {...text('resource_id', { emptyAs: undefined })}
            label={t('resource')}
            helperText={t('resourceHint')}
          />
          <FormTextField
            {...text('description')}
            label={t('description')}
            helperText={t('descriptionHint')}
            multiline
            minRows={4}
            required
          />
          <FormActions busy={busy} submitLabel={t('submit')} placement="start" />
          {opened ? (
            <Alert severity="success">
              {t('opened', { number: opened.number })} <Link href={opened.path}>{t('seeTicket')}</Link>
            </Alert>
          ) : null}
        </Stack>
      </Form>
    </Paper>
  );
}
