import { Box, Center, Image, Paper, Stack, Text } from '@mantine/core';
import {
  BANNER_PLACEMENT_LABELS,
  BANNER_PLACEMENT_SIZES,
  type TBannerPlacement,
} from '@newsroom/contract';
import { mediaUrl } from '../../../lib/media/media-url';

type TProps = {
  placement: TBannerPlacement;
  title: string;
  altText: string;
  targetUrl: string;
  imageUrl: string | null;
};

/**
 * How the banner will look in its placement's box on the public site, scaled to fit the
 * form: the image (or the title where there is none yet) and where a click leads.
 */
export function BannerPreview({ placement, title, altText, targetUrl, imageUrl }: TProps) {
  const { width, height } = BANNER_PLACEMENT_SIZES[placement];
  return (
    <Stack gap={4} aria-label="Preview" role="group">
      <Text size="sm" fw={500}>
        Preview: {BANNER_PLACEMENT_LABELS[placement]} ({width}×{height})
      </Text>
      <Paper
        withBorder
        w={width}
        maw="100%"
        style={{ aspectRatio: `${width} / ${height}`, overflow: 'hidden' }}
      >
        {imageUrl ? (
          <Image
            src={mediaUrl(imageUrl)}
            alt={altText || title}
            w="100%"
            h="100%"
            fit="cover"
            data-testid="banner-preview-image"
          />
        ) : (
          <Center h="100%" bg="gray.1">
            <Box ta="center" p="xs">
              <Text fw={600}>{title || 'Banner title'}</Text>
              <Text size="xs" c="dimmed">
                No image yet
              </Text>
            </Box>
          </Center>
        )}
      </Paper>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        A click leads to {targetUrl || '—'}
      </Text>
    </Stack>
  );
}
