import {
  Anchor,
  Button,
  Grid,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  NEWSLETTER_KIND_LABELS,
  newsletterEndpoints,
  type TNewsletterContent,
  type TNewsletterIssue,
  type TNewsletterKind,
  ZNewsletterContent,
} from '@newsroom/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { DateTime } from '../../../lib/format/date-time';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { Form } from '../../../lib/forms/form';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { LocaleSelect } from '../../../lib/reference/locale-select';
import { useMayCall } from '../../../lib/session/may-call';
import { useCreateIssue, useUpdateIssue } from '../api/newsletters-api';
import { DeliveryPanel } from './delivery-panel';
import { EmailPreview } from './email-preview';
import { IssueActions } from './issue-actions';
import { IssueStatusBadge } from './issue-status-badge';
import { ItemPicker } from './item-picker';
import { PickedItems } from './picked-items';

const FIELDS = ['locale', 'subject', 'intro', 'items'] as const;
const resolver = contractResolver<TNewsletterContent>(ZNewsletterContent, (values) => values);

type TProps = { kind: TNewsletterKind; issue?: TNewsletterIssue; defaultLocale: string };

/** A new issue (no `issue`) or a saved one: the fields and items beside the live preview. */
export function IssueEditor({ kind, issue, defaultLocale }: TProps) {
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const create = useCreateIssue();
  const update = useUpdateIssue();
  const editable = (!issue || issue.status === 'draft') && mayCall(newsletterEndpoints.update);
  const form = useForm<TNewsletterContent>({
    defaultValues: issue
      ? { locale: issue.locale, subject: issue.subject, intro: issue.intro, items: issue.items }
      : { locale: defaultLocale, subject: '', intro: '', items: [] },
    resolver,
  });
  const dirty = form.formState.isDirty;
  const { dialog, release } = useUnsavedChanges(dirty && editable);
  const values = form.watch();
  const [formError, setFormError] = useState<string | null>(null);
  const label = `${NEWSLETTER_KIND_LABELS[kind]} newsletter`;

  const { busy, submit } = useSubmitOnce(
    form.handleSubmit(async (content) => {
      setFormError(null);
      try {
        if (issue) {
          const saved = await update.mutateAsync({
            id: issue.id,
            issue: { ...content, version: issue.version },
          });
          form.reset({
            locale: saved.locale,
            subject: saved.subject,
            intro: saved.intro,
            items: saved.items,
          });
          pushNotification({ type: 'success', title: `Issue “${saved.subject}” saved` });
        } else {
          const created = await create.mutateAsync({ kind, issue: content });
          pushNotification({ type: 'success', title: `Issue “${created.subject}” created` });
          release();
          navigate(`/newsletters/${kind}/${created.id}`, { replace: true });
        }
      } catch (error) {
        if (showServerFieldErrors(error, form.setError, FIELDS, 'issue.')) return;
        const stale = error instanceof ApiRequestError && error.status === 409;
        setFormError(
          stale
            ? 'Changed by someone else meanwhile: reload to see the latest.'
            : errorMessage(error),
        );
        pushNotification({ type: 'error', title: 'Not saved', message: errorMessage(error) });
      }
    }),
  );

  return (
    <Stack gap="md">
      {dialog}
      <Group justify="space-between" align="flex-end">
        <Group>
          <Title order={2}>{issue ? issue.subject : `New ${label.toLowerCase()} issue`}</Title>
          {issue && <IssueStatusBadge status={issue.status} />}
        </Group>
        <Group>
          {issue && (
            <Anchor component={Link} to={`/newsletters/${kind}/${issue.id}/history`}>
              History
            </Anchor>
          )}
          <Anchor component={Link} to={`/newsletters/${kind}`}>
            All {label.toLowerCase()} issues
          </Anchor>
        </Group>
      </Group>
      {issue?.status === 'scheduled' && (
        <Text>
          Scheduled for <DateTime value={issue.send_at} />. Take it back to draft to change it.
        </Text>
      )}
      {issue && (issue.status === 'sending' || issue.status === 'sent') && (
        <DeliveryPanel issue={issue} />
      )}
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Form onSubmit={submit} noValidate aria-label="Issue">
            <Stack gap="md">
              <Controller
                control={form.control}
                name="locale"
                render={({ field }) =>
                  editable ? (
                    <LocaleSelect value={field.value} onChange={field.onChange} />
                  ) : (
                    <Text>Locale: {field.value}</Text>
                  )
                }
              />
              <TextInput
                label="Subject"
                required
                autoFocus={!issue}
                readOnly={!editable}
                {...form.register('subject')}
                error={form.formState.errors.subject?.message}
              />
              <Textarea
                label="Intro"
                autosize
                minRows={3}
                readOnly={!editable}
                {...form.register('intro')}
                error={form.formState.errors.intro?.message}
              />
              <Stack gap={4}>
                <Text fw={500} size="sm">
                  Items ({values.items.length})
                </Text>
                <PickedItems
                  items={values.items}
                  disabled={!editable}
                  onChange={(items) => form.setValue('items', items, { shouldDirty: true })}
                />
                {form.formState.errors.items && (
                  <Text size="sm" c="red">
                    {form.formState.errors.items.message ?? 'Some items are not valid'}
                  </Text>
                )}
              </Stack>
              {formError && (
                <Text c="red" size="sm" role="alert">
                  {formError}
                </Text>
              )}
              {editable && (
                <Group>
                  <Button
                    type="submit"
                    loading={busy}
                    disabled={busy || (issue !== undefined && !dirty)}
                  >
                    {issue ? 'Save' : 'Create issue'}
                  </Button>
                </Group>
              )}
              {issue && <IssueActions issue={issue} dirty={dirty} onDeleted={release} />}
              {editable && (
                <ItemPicker
                  kind={kind}
                  locale={values.locale}
                  picked={values.items}
                  onAdd={(item) =>
                    form.setValue('items', [...values.items, item], { shouldDirty: true })
                  }
                />
              )}
            </Stack>
          </Form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <EmailPreview kind={kind} content={values} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
