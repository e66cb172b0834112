import { Card, Center, Image, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { logoUrl } from '../brand/brand';

/** The frame of the public screens: the brand's logo over a card. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w={380} gap="lg">
        <Center>
          <Image src={logoUrl()} alt="logo" h={32} w="auto" />
        </Center>
        <Card withBorder shadow="sm" padding="lg" radius="md">
          {children}
        </Card>
      </Stack>
    </Center>
  );
}
