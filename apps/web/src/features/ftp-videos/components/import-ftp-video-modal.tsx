import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TFtpVideoFile, TVideo } from '@newsroom/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { Form } from '../../../lib/forms/form';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useLocales } from '../../../lib/reference/reference-api';
import { contentLocale } from '../../../lib/session/content-locale';
import { DialogButtons } from '../../../lib/ui/dialog-buttons';
import { useImportFtpVideo } from '../api/ftp-videos-api';

type TForm = { locale: string; title: string };

const TITLES: Record<number, string> = {
  404: 'The file is no longer waiting',
  409: 'The file was already imported',
};

/** Asks the locale and an optional title, then imports `file` as a draft video. */
export function ImportFtpVideoModal({
  file,
  onClose,
  onImported,
}: {
  file: TFtpVideoFile | null;
  onClose: () => void;
  onImported: (video: TVideo, fileName: string) => void;
}) {
  const locales = useLocales();
  const importVideo = useImportFtpVideo();
  const form = useForm<TForm>({ defaultValues: { locale: contentLocale(), title: '' } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened file starts a fresh form
  useEffect(() => form.reset({ locale: contentLocale(), title: '' }), [file, form.reset]);

  const data = (locales.data?.locales ?? []).map((locale) => ({
    value: locale.code,
    label: `${locale.name} (${locale.code})`,
  }));

  const { submit, busy } = useSubmitOnce(
    form.handleSubmit(async ({ locale, title }) => {
      if (!file) return;
      try {
        const video = await importVideo.mutateAsync({
          file_name: file.name,
          locale,
          ...(title.trim() ? { title: title.trim() } : {}),
        });
        onImported(video, file.name);
        onClose();
      } catch (error) {
        const first = error instanceof ApiRequestError ? error.errors[0] : undefined;
        if (error instanceof ApiRequestError && error.status === 422 && first?.field) {
          const field = first.field === 'title' ? 'title' : 'locale';
          form.setError(field, { message: first.message ?? errorMessage(error) });
          return;
        }
        const status = error instanceof ApiRequestError ? error.status : 0;
        pushNotification({
          type: 'error',
          title: TITLES[status] ?? 'Not imported',
          message: first?.message ?? errorMessage(error),
        });
        if (TITLES[status]) onClose();
      }
    }),
  );

  return (
    <Modal opened={file !== null} onClose={onClose} title="Import video" centered>
      <Form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">“{file?.name}” becomes a draft video and leaves the FTP folder.</Text>
          <Controller
            control={form.control}
            name="locale"
            rules={{ required: 'Choose a locale' }}
            render={({ field, fieldState }) => (
              <Select
                label="Locale"
                data={
                  data.some((item) => item.value === field.value) || !field.value
                    ? data
                    : [{ value: field.value, label: field.value }, ...data]
                }
                value={field.value}
                onChange={(code) => field.onChange(code ?? '')}
                allowDeselect={false}
                searchable
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label="Title"
            description="Optional: made from the file name when left empty"
            maxLength={300}
            error={form.formState.errors.title?.message}
            {...form.register('title')}
          />
        </Stack>
        <DialogButtons onCancel={onClose} mt="lg">
          <Button type="submit" loading={busy}>
            Import
          </Button>
        </DialogButtons>
      </Form>
    </Modal>
  );
}
