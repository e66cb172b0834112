import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  BANNER_IMAGE_VARIANT_WIDTH,
  type TBanner,
} from '@newsroom/contract';
import { ImageSaveFirst } from '../../../lib/media/image-save-first';
import { ImageUploadField } from '../../../lib/media/image-upload-field';
import { useRemoveBannerImage, useUploadBannerImage } from '../api/banners-api';

const MAX_MB = BANNER_IMAGE_MAX_BYTES / 1024 / 1024;
const PREVIEW = { width: 320, height: 120 };

/** The banner's image: upload (checked by the server: type, size) and removal; new banners first save. */
export function BannerImageField({ banner, readOnly }: { banner?: TBanner; readOnly?: boolean }) {
  if (!banner) {
    return <ImageSaveFirst what="banner" />;
  }
  return <SavedBannerImage banner={banner} readOnly={readOnly} />;
}

function SavedBannerImage({ banner, readOnly }: { banner: TBanner; readOnly?: boolean }) {
  const upload = useUploadBannerImage(banner.id);
  const remove = useRemoveBannerImage(banner.id);
  return (
    <ImageUploadField
      previewUrl={banner.image?.variant_url ?? null}
      previewAlt={`Banner image “${banner.title}”`}
      width={PREVIEW.width}
      height={PREVIEW.height}
      originalUrl={banner.image?.url}
      hint={`PNG, JPEG, WebP or GIF up to ${MAX_MB} MB. The site loads a copy at most ${BANNER_IMAGE_VARIANT_WIDTH} pixels wide.`}
      maxBytes={BANNER_IMAGE_MAX_BYTES}
      accept={BANNER_IMAGE_TYPES}
      upload={upload}
      remove={remove}
      removeQuestion="The banner shows no image until a new one is uploaded."
      readOnly={readOnly}
    />
  );
}
