import { Anchor, Card, Center, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { logoUrl, supportEmail } from '../brand/brand';

/** The frame of the public screens: the brand's logo over a card, and where to ask for help. */
export function CenteredCard({ children }: { children: ReactNode }) {
  const support = supportEmail();
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w={380} gap="lg">
        <Center>
          <Image src={logoUrl()} alt="logo" h={32} w="auto" width={150} height={32} />
        </Center>
        <Card withBorder shadow="sm" padding="lg" radius="md">
          {children}
        </Card>
        {support && (
          <Text size="sm" c="dimmed" ta="center" data-testid="support-email">
            Trouble signing in? Write to <Anchor href={`mailto:${support}`}>{support}</Anchor>
          </Text>
        )}
      </Stack>
    </Center>
  );
}
