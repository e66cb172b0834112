import { Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { type TBanner, ZBannerCreate } from '@newsroom/contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { useAdminTimeZone } from '../../../lib/format/date-time';
import { Form } from '../../../lib/forms/form';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useFormZone } from '../../../lib/forms/use-form-zone';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import {
  useCreateBanner,
  useDeleteBanner,
  useDuplicateBanner,
  useUpdateBanner,
} from '../api/banners-api';
import { BannerFields } from './banner-fields';
import {
  BANNER_FORM_FIELDS,
  bannerCreateBody,
  bannerFields,
  bannerFormOf,
  emptyBannerForm,
  type TBannerForm,
} from './banner-form-values';
import { BannerImageField } from './banner-image-field';
import { BannerPreview } from './banner-preview';
import { DuplicateModal } from './duplicate-modal';
import { StateBadge } from './state-badge';
import { windowResolver } from './window-resolver';

const resolverFor = (locale: string, zone: string): Resolver<TBannerForm> =>
  windowResolver<TBannerForm>(
    ZBannerCreate,
    (values) => bannerCreateBody(locale, values, zone),
    'banner.',
  );

type TProps = { locale: string; banner?: TBanner; readOnly: boolean };

/** Creates a banner (no `banner`) or edits one, with a live preview of how it will look. */
export function BannerEditor({ locale, banner, readOnly }: TProps) {
  const navigate = useNavigate();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const duplicate = useDuplicateBanner();
  const [dialog, setDialog] = useState<'delete' | 'duplicate' | null>(null);
  const admin = useAdminTimeZone();
  const form = useForm<TBannerForm>({
    defaultValues: banner ? bannerFormOf(banner, admin) : emptyBannerForm(),
    // Only a check: what is sent is read in the zone the start and end are written in.
    resolver: resolverFor(banner?.locale ?? locale, admin),
  });
  const zone = useFormZone(form, ['starts_at', 'ends_at']);
  const { dialog: warning, release: allowLeaving } = useUnsavedChanges(
    form.formState.isDirty && !readOnly,
  );
  const values = form.watch();
  const saving = create.isPending || update.isPending;

  const { submit, busy } = useSubmitOnce(
    form.handleSubmit(async (input) => {
      try {
        if (banner) {
          await update.mutateAsync({
            id: banner.id,
            banner: { ...bannerFields(input, zone), version: banner.version },
          });
          pushNotification({ type: 'success', title: `Banner “${input.title}” saved` });
        } else {
          const created = await create.mutateAsync(bannerCreateBody(locale, input, zone).banner);
          pushNotification({
            type: 'success',
            title: `Banner “${created.title}” created; now add its image`,
          });
          allowLeaving();
          navigate(`/ads/banners/${locale}/${created.id}`, { replace: true });
        }
      } catch (error) {
        if (showServerFieldErrors(error, form.setError, BANNER_FORM_FIELDS, 'banner.')) return;
        const stale = error instanceof ApiRequestError && error.status === 409;
        pushNotification({
          type: 'error',
          title: stale
            ? 'Changed by someone else meanwhile: reload to see the latest'
            : 'Not saved',
          message: errorMessage(error),
        });
      }
    }),
  );

  const confirmDelete = async () => {
    if (!banner) return;
    try {
      await remove.mutateAsync(banner.id);
      pushNotification({ type: 'success', title: `Banner “${banner.title}” deleted` });
      allowLeaving();
      navigate(`/ads/banners/${banner.locale}`);
    } catch (error) {
      setDialog(null);
      pushNotification({ type: 'error', title: 'Not deleted', message: errorMessage(error) });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group>
          <Title order={2}>{banner ? banner.title : 'New banner'}</Title>
          {banner && <StateBadge state={banner.state} />}
        </Group>
        <Group>
          {banner && (
            <Anchor component={Link} to={`/ads/banner/${banner.locale}/${banner.id}/history`}>
              History
            </Anchor>
          )}
          <Anchor component={Link} to={`/ads/banners/${banner?.locale ?? locale}`}>
            All banners
          </Anchor>
        </Group>
      </Group>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Form onSubmit={submit} noValidate aria-label="Banner">
            <Stack gap="md">
              <BannerFields form={form} zone={zone} readOnly={readOnly} />
              {!readOnly && (
                <Group>
                  <Button type="submit" loading={busy} disabled={saving}>
                    {banner ? 'Save' : 'Create banner'}
                  </Button>
                  {banner && (
                    <>
                      <Button variant="default" onClick={() => setDialog('duplicate')}>
                        Duplicate to locales…
                      </Button>
                      <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
                        Delete
                      </Button>
                    </>
                  )}
                </Group>
              )}
            </Stack>
          </Form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <BannerPreview
              placement={values.placement}
              title={values.title}
              altText={values.alt_text}
              targetUrl={values.target_url}
              imageUrl={banner?.image?.variant_url ?? null}
            />
            <BannerImageField banner={banner} readOnly={readOnly} />
            {banner && (
              <Text size="xs" c="dimmed">
                {banner.clicks} clicks, {banner.impressions} views · version {banner.version}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {banner && (
        <>
          <ConfirmModal
            opened={dialog === 'delete'}
            title="Delete the banner?"
            confirmLabel="Delete"
            loading={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setDialog(null)}
          >
            Delete “{banner.title}”? The site stops showing it; its history is kept.
          </ConfirmModal>
          <DuplicateModal
            opened={dialog === 'duplicate'}
            what="banner"
            name={banner.title}
            locale={banner.locale}
            saving={duplicate.isPending}
            duplicate={async (locales) =>
              (await duplicate.mutateAsync({ id: banner.id, locales })).banners.length
            }
            onClose={() => setDialog(null)}
          />
        </>
      )}
      {warning}
    </Stack>
  );
}
