import {
  SEO_IMAGE_MAX_BYTES,
  SEO_IMAGE_TYPES,
  SEO_IMAGE_VARIANT_WIDTH,
  type TSeoTag,
} from '@newsroom/contract';
import { ImageSaveFirst } from '../../../lib/media/image-save-first';
import { ImageUploadField } from '../../../lib/media/image-upload-field';
import { useRemoveSeoImage, useUploadSeoImage } from '../api/seo-tags-api';

/** Open Graph images are 1.91:1; the preview keeps that shape. */
const PREVIEW = { width: 286, height: 150 };

/** The page type's Open Graph image; a page type never saved saves its tags first. */
export function SeoImageField({ tag }: { tag: TSeoTag }) {
  if (tag.version === 0) return <ImageSaveFirst what="meta tags" />;
  return <SavedSeoImage tag={tag} />;
}

function SavedSeoImage({ tag }: { tag: TSeoTag }) {
  const target = { locale: tag.locale, pageType: tag.page_type };
  const upload = useUploadSeoImage(target);
  const remove = useRemoveSeoImage(target);
  return (
    <ImageUploadField
      previewUrl={tag.og_image_url}
      previewAlt="Open Graph image"
      width={PREVIEW.width}
      height={PREVIEW.height}
      originalUrl={tag.og_image_original_url}
      hint={`Shown when the page is shared (Open Graph). PNG, JPEG or WebP up to ${SEO_IMAGE_MAX_BYTES / 1024 / 1024} MB, ideally 1200 × 630; the site gets a copy ${SEO_IMAGE_VARIANT_WIDTH} pixels wide at most.`}
      maxBytes={SEO_IMAGE_MAX_BYTES}
      accept={SEO_IMAGE_TYPES}
      upload={upload}
      remove={remove}
      removeQuestion="Shared links of this page type show no image until a new one is uploaded."
    />
  );
}
