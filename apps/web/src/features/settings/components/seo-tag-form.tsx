import { Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import {
  fillSeoTemplate,
  SEO_DESCRIPTION_LIMIT,
  SEO_PLACEHOLDERS,
  SEO_SAMPLE_VALUES,
  SEO_TITLE_LIMIT,
  seoTagBodyFor,
  type TSeoTag,
  type TSeoTagUpdate,
} from '@newsroom/contract';
import { Controller } from 'react-hook-form';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { Form } from '../../../lib/forms/form';
import { SaveOrDiscard } from '../../../lib/forms/save-or-discard';
import { useVersionedForm } from '../../../lib/forms/use-versioned-form';
import { useSaveSeoTag } from '../api/seo-tags-api';
import { SeoLengthCounter } from './seo-length-counter';
import { SeoSearchPreview } from './seo-search-preview';

type TForm = Omit<TSeoTagUpdate['seo_tag'], 'version'>;
const FIELDS = ['title_template', 'description_template', 'robots_index', 'robots_follow'] as const;

const ROBOTS = [
  { name: 'robots_index', label: 'Search engines may index the page (index)' },
  { name: 'robots_follow', label: 'Search engines may follow its links (follow)' },
] as const;

const initial = (tag: TSeoTag): TForm => ({
  title_template: tag.title_template,
  description_template: tag.description_template,
  robots_index: tag.robots_index,
  robots_follow: tag.robots_follow,
});

/** Where the preview says the page lives. */
const SAMPLE_PATH: Record<TSeoTag['page_type'], string> = {
  home: '',
  video: ' › video › floods-close-roads',
  live_event: ' › live › floods-close-roads',
  tag: ' › tags › climate',
  search: ' › search?q=election+results',
};

/** One page type's templates and robots in one locale, with counters and a search preview. */
export function SeoTagForm({ tag }: { tag: TSeoTag }) {
  const save = useSaveSeoTag({ locale: tag.locale, pageType: tag.page_type });
  const { form, submit, busy, leaveWarning, discard } = useVersionedForm({
    record: tag,
    initial,
    changeOf: (values: TForm, version) => ({ ...values, version }),
    save: save.mutateAsync,
    fields: FIELDS,
    prefix: 'seo_tag.',
    what: 'Meta tags',
    resolver: contractResolver(
      seoTagBodyFor(tag.page_type),
      (values: TForm) => ({ seo_tag: { ...values, version: tag.version } }),
      'seo_tag.',
    ),
  });
  const { errors, isDirty } = form.formState;
  const [title, description, robotsIndex] = form.watch([
    'title_template',
    'description_template',
    'robots_index',
  ]);
  const sampleTitle = fillSeoTemplate(title.trim(), SEO_SAMPLE_VALUES);
  const sampleDescription = fillSeoTemplate(description.trim(), SEO_SAMPLE_VALUES);
  const placeholders = SEO_PLACEHOLDERS[tag.page_type].map((name) => `{${name}}`).join(', ');
  return (
    <Form onSubmit={submit} noValidate aria-label="Meta tags">
      {leaveWarning}
      <Stack gap="md" maw={720}>
        <Text size="sm" c="dimmed">
          Placeholders on this page: {placeholders}. The site fills them from the page it shows.
        </Text>
        <Stack gap={4}>
          <TextInput
            label="Title"
            error={errors.title_template?.message}
            {...form.register('title_template')}
          />
          <SeoLengthCounter length={sampleTitle.length} limit={SEO_TITLE_LIMIT} />
        </Stack>
        <Stack gap={4}>
          <Textarea
            label="Description"
            autosize
            minRows={2}
            error={errors.description_template?.message}
            {...form.register('description_template')}
          />
          <SeoLengthCounter length={sampleDescription.length} limit={SEO_DESCRIPTION_LIMIT} />
        </Stack>
        <Group gap="xl">
          {ROBOTS.map(({ name, label }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Switch
                  label={label}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
        </Group>
        <Text size="sm" fw={500}>
          Search result preview
        </Text>
        <SeoSearchPreview
          url={`https://www.newsroom.test › ${tag.locale}${SAMPLE_PATH[tag.page_type]}`}
          title={sampleTitle}
          description={sampleDescription}
          noindex={!robotsIndex}
        />
        <SaveOrDiscard busy={busy} dirty={isDirty} onDiscard={discard} />
      </Stack>
    </Form>
  );
}
