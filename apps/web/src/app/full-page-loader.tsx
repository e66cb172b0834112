import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center h="100vh" data-testid="full-page-loader">
      <Loader aria-label="Loading" />
    </Center>
  );
}
