import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from './page-title';

function StatusPage({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  return (
    <Stack align="center" gap="sm" py={80}>
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to="/" variant="light">
        Go to the start page
      </Button>
    </Stack>
  );
}

export const NotFoundPage = () => (
  <StatusPage title="Page not found" text="There is no page at this address." />
);

export const NoAccessPage = () => (
  <StatusPage
    title="No access"
    text="Your admin group may not open this page. Ask a super admin if you need it."
  />
);
