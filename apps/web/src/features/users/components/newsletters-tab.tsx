import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import {
  NEWSLETTER_KIND_LABELS,
  NEWSLETTER_KINDS,
  newsletterSubscriptionEndpoints,
  type TNewsletterSubscription,
} from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { useLocales } from '../../../lib/reference/reference-api';
import { useMayCall } from '../../../lib/session/may-call';
import { useNewsletterSubscriptions, useSaveNewsletterSubscriptions } from '../api/account-api';

const keyOf = (s: TNewsletterSubscription) => `${s.kind}:${s.locale}`;

/** Which newsletters (kind × locale) the customer gets; the e-mails' unsubscribe link removes one. */
export function NewslettersTab({ id }: { id: number }) {
  const subscriptions = useNewsletterSubscriptions(id);
  return (
    <QueryState query={subscriptions} what="newsletter subscriptions">
      {(data) => (
        <SubscriptionsForm
          key={data.subscriptions.map(keyOf).join(',')}
          id={id}
          saved={data.subscriptions}
        />
      )}
    </QueryState>
  );
}

function SubscriptionsForm({ id, saved }: { id: number; saved: TNewsletterSubscription[] }) {
  const locales = useLocales().data?.locales ?? [];
  const mayCall = useMayCall();
  const editable = mayCall(newsletterSubscriptionEndpoints.replace);
  const save = useSaveNewsletterSubscriptions(id);
  const [chosen, setChosen] = useState(() => new Set(saved.map(keyOf)));
  const dirty = chosen.size !== saved.length || saved.some((s) => !chosen.has(keyOf(s)));
  const { dialog } = useUnsavedChanges(dirty);
  const codes = [...new Set([...locales.map((l) => l.code), ...saved.map((s) => s.locale)])];
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const { busy, submit } = useSubmitOnce(async () => {
    const list = [...chosen].map((key) => {
      const [kind, locale] = key.split(':') as [TNewsletterSubscription['kind'], string];
      return { kind, locale };
    });
    try {
      await save.mutateAsync(list);
      pushNotification({
        type: 'success',
        title: `Newsletter subscriptions saved (${list.length})`,
      });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not saved', message: errorMessage(error) });
    }
  });
  return (
    <Stack gap="sm">
      {dialog}
      <Text size="sm" c="dimmed">
        The customer gets each newsletter ticked here. Every e-mail carries a link that unsubscribes
        them from it.
      </Text>
      <Table.ScrollContainer minWidth={400}>
        <Table aria-label="Newsletter subscriptions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Locale</Table.Th>
              {NEWSLETTER_KINDS.map((kind) => (
                <Table.Th key={kind}>{NEWSLETTER_KIND_LABELS[kind]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((locale) => (
              <Table.Tr key={locale}>
                <Table.Td>{locale}</Table.Td>
                {NEWSLETTER_KINDS.map((kind) => (
                  <Table.Td key={kind}>
                    <Checkbox
                      aria-label={`${NEWSLETTER_KIND_LABELS[kind]} newsletter in ${locale}`}
                      checked={chosen.has(`${kind}:${locale}`)}
                      disabled={!editable}
                      onChange={() => toggle(`${kind}:${locale}`)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editable && (
        <Group>
          <Button loading={busy} disabled={!dirty} onClick={() => void submit()}>
            Save subscriptions
          </Button>
        </Group>
      )}
    </Stack>
  );
}
